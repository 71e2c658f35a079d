import type { AdminUserDetail } from '@stamp/shared/schemas/admin-people';
import { useMediaQuery } from '../../../../hooks/use-media-query';
import { formatRupees } from '../../lib/money';
import { formatDateTime, PLAN_LABEL } from '../../lib/people-format';
import { labels, t } from '../../messages';
import { Badge, type BadgeTone } from './Badge';
import { Card } from './Card';

type Payment = AdminUserDetail['payments'][number];

const STATUS_LABEL = labels<Payment['status']>({
  captured: 'console.payments.status.captured',
  failed: 'console.payments.status.failed',
  granted: 'console.payments.status.granted',
  revoked: 'console.payments.status.revoked',
});
const STATUS_TONE: Record<Payment['status'], BadgeTone> = {
  captured: 'success',
  failed: 'danger',
  granted: 'accent',
  revoked: 'neutral',
};
const STATUS = {
  get: (status: Payment['status']) => ({ label: STATUS_LABEL[status], tone: STATUS_TONE[status] }),
};

const PROVIDER = labels<Payment['provider']>({
  razorpay: 'console.payments.provider.razorpay',
  sandbox: 'console.payments.provider.sandbox',
  manual: 'console.payments.provider.manual',
});

/** A user's payments and staff grants, newest first (the server's latest 100). */
export function PaymentsCard({ payments }: { payments: readonly Payment[] }) {
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <Card title={t('console.payments.title')} id="console.payments.title">
      {payments.length === 0 ? (
        <p className="text-sm text-muted">{t('console.payments.empty')}</p>
      ) : wide ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('console.payments.newestFirst')}</caption>
            <thead className="border-b border-border text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('console.payments.when')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('console.people.plan')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('console.people.status')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('console.payments.through')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('console.payments.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment._id} className="border-b border-border last:border-0">
                  <td className="whitespace-nowrap py-2.5 pr-4">
                    {formatDateTime(payment.createdAt)}
                  </td>
                  <td className="py-2.5 pr-4">{payment.plan ? PLAN_LABEL[payment.plan] : '—'}</td>
                  <td className="py-2.5 pr-4">
                    <Badge tone={STATUS.get(payment.status).tone}>
                      {STATUS.get(payment.status).label}
                    </Badge>
                  </td>
                  <td className="py-2.5 pr-4">
                    {PROVIDER[payment.provider]}
                    {payment.providerPaymentId && (
                      <span data-content className="block font-mono text-xs text-muted">
                        {payment.providerPaymentId}
                      </span>
                    )}
                  </td>
                  <td className="py-2.5 text-right tabular-nums">
                    {formatRupees(payment.amountPaise)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul aria-label={t('console.payments.newestFirst')} className="flex flex-col">
          {payments.map((payment) => (
            <li
              key={payment._id}
              className="flex flex-col gap-1 border-b border-border py-3 last:border-0"
            >
              <div className="flex items-center justify-between gap-3">
                <Badge tone={STATUS.get(payment.status).tone}>
                  {STATUS.get(payment.status).label}
                </Badge>
                <span className="font-medium tabular-nums">
                  {formatRupees(payment.amountPaise)}
                </span>
              </div>
              <p className="text-sm text-muted">
                {payment.plan ? PLAN_LABEL[payment.plan] : '—'} · {PROVIDER[payment.provider]} ·{' '}
                {formatDateTime(payment.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
