import { useTestPayments } from '../../features/catalog/api/get-top-banner';
import { t } from '../../lib/i18n/common';

/**
 * On every page while the server runs the payment sandbox (DESIGN.md "Payments"): nobody should
 * believe they paid, or take a demo for the real shop. Not sticky, so it covers nothing.
 */
export function TestPaymentsRibbon() {
  if (!useTestPayments()) return null;
  return (
    <p
      role="status"
      className="bg-amber-300 px-4 py-1 text-center text-xs font-semibold tracking-wide text-black"
    >
      {t('layout.testPayments')}
    </p>
  );
}
