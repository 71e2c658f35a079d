import type { AdminUserDetail } from '@stamp/shared/schemas/admin-people';
import { useMediaQuery } from '../../../../hooks/use-media-query';
import { formatRupees } from '../../lib/money';
import { formatDateTime, PLAN_LABEL } from '../../lib/people-format';
import { Badge, type BadgeTone } from './Badge';
import { Card } from './Card';

type Payment = AdminUserDetail['payments'][number];

const STATUS: Record<Payment['status'], { label: string; tone: BadgeTone }> = {
  captured: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  granted: { label: 'Granted by staff', tone: 'accent' },
  revoked: { label: 'Revoked by staff', tone: 'neutral' },
};

const PROVIDER: Record<Payment['provider'], string> = {
  razorpay: 'Razorpay',
  sandbox: 'Test payment',
  manual: 'Console',
};

/** A user's payments and staff grants, newest first (the server's latest 100). */
export function PaymentsCard({ payments }: { payments: readonly Payment[] }) {
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <Card title="Payments" id="payments">
      {payments.length === 0 ? (
        <p className="text-sm text-muted">No payments or grants yet.</p>
      ) : wide ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Payments, newest first</caption>
            <thead className="border-b border-border text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  When
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Plan
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Through
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Amount
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
                    <Badge tone={STATUS[payment.status].tone}>{STATUS[payment.status].label}</Badge>
                  </td>
                  <td className="py-2.5 pr-4">
                    {PROVIDER[payment.provider]}
                    {payment.providerPaymentId && (
                      <span className="block font-mono text-xs text-muted">
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
        <ul aria-label="Payments, newest first" className="flex flex-col">
          {payments.map((payment) => (
            <li
              key={payment._id}
              className="flex flex-col gap-1 border-b border-border py-3 last:border-0"
            >
              <div className="flex items-center justify-between gap-3">
                <Badge tone={STATUS[payment.status].tone}>{STATUS[payment.status].label}</Badge>
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
