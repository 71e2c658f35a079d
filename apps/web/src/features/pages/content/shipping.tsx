import { KeyFacts } from '../components/KeyFacts';
import { ACCESS, DELIVERY, EXCHANGE } from '../policy-facts';
import { p, t } from '../shipping-messages';

// Each tab is built when the page renders, in the interface's language.

export function DeliveryTab() {
  const link = { hours: DELIVERY.linkValidHours, uses: DELIVERY.linkUses };
  return (
    <>
      <h2>{t('shipping.tab.delivery')}</h2>
      <p>{p('delivery.intro')}</p>
      <KeyFacts
        facts={[
          {
            term: t('delivery.fact.access'),
            value: t('delivery.fact.accessValue'),
            note: t('delivery.fact.accessNote'),
          },
          {
            term: t('delivery.fact.validity'),
            value: String(DELIVERY.linkValidHours),
            unit: t('delivery.fact.validityUnit'),
            note: t('delivery.fact.validityNote'),
          },
          {
            term: t('delivery.fact.uses'),
            value: String(DELIVERY.linkUses),
            unit: t('delivery.fact.usesUnit'),
            note: t('delivery.fact.usesNote'),
          },
        ]}
      />
      <h3>{t('delivery.receive.title')}</h3>
      <ol>
        <li>{p('delivery.receive.immediately')}</li>
        <li>{p('delivery.receive.screen')}</li>
        <li>{p('delivery.receive.email')}</li>
      </ol>
      <h3>{t('delivery.links.title')}</h3>
      <ul>
        <li>{p('delivery.links.valid', link)}</li>
        <li>{p('delivery.links.split')}</li>
        <li>{p('delivery.links.secure')}</li>
      </ul>
      <p>{p('delivery.save')}</p>
    </>
  );
}

export function ExchangeTab() {
  return (
    <>
      <h2>{t('shipping.tab.exchange')}</h2>
      <p>{p('exchange.intro')}</p>
      <h3>{t('exchange.when.title')}</h3>
      <ul>
        <li>{p('exchange.when.corrupted')}</li>
        <li>{p('exchange.when.different')}</li>
        <li>{p('exchange.when.wrong')}</li>
        <li>{p('exchange.when.charged')}</li>
      </ul>
      <h3>{t('exchange.how.title')}</h3>
      <p>{p('exchange.how.lead', { hours: EXCHANGE.requestWithinHours })}</p>
      <ul>
        <li>{p('exchange.how.order')}</li>
        <li>{p('exchange.how.issue')}</li>
        <li>{p('exchange.how.reason')}</li>
        <li>{p('exchange.how.prefer')}</li>
      </ul>
      <p>{p('exchange.reply', { days: EXCHANGE.replyBusinessDays })}</p>
      <h3>{t('exchange.format.title')}</h3>
      <p>{p('exchange.format.text')}</p>
    </>
  );
}

export function AccessTab() {
  const link = { hours: DELIVERY.linkValidHours, uses: DELIVERY.linkUses };
  return (
    <>
      <h2>{t('shipping.tab.access')}</h2>
      <p>{p('access.intro')}</p>
      <h3>{t('access.start.title')}</h3>
      <ul>
        <li>{p('access.start.connection')}</li>
        <li>{p('access.start.popups')}</li>
        <li>{p('access.start.browser')}</li>
        <li>{p('access.start.iphone')}</li>
      </ul>
      <h3>{t('access.expired.title')}</h3>
      <p>{p('access.expired.text', link)}</p>
      <h3>{t('access.paid.title')}</h3>
      <ol>
        <li>{p('access.paid.wait', { minutes: ACCESS.activationMinutes })}</li>
        <li>{p('access.paid.relogin')}</li>
        <li>{p('access.paid.email')}</li>
      </ol>
      <h3>{t('access.support.title')}</h3>
      <p>{p('access.support.text', { hours: ACCESS.supportReplyBusinessHours })}</p>
    </>
  );
}
