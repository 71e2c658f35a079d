import { ABSENT, auditChanges } from '../../lib/audit-diff';
import { t } from '../../messages';

/** An entry's before and after as a small table of fields; unchanged fields dimmed. */
export function AuditDiff({
  before,
  after,
  label,
}: {
  before: unknown;
  after: unknown;
  label: string;
}) {
  const rows = auditChanges(before, after);
  if (rows.length === 0) return <p className="text-sm text-muted">{t('console.audit.noFields')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="w-[30%] py-1 pr-3 font-medium">
              {t('console.audit.field')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {t('console.audit.before')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('console.audit.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            // The fields and values are the server's records, as stored.
            <tr key={row.field} data-content className={row.changed ? '' : 'text-muted'}>
              <th
                scope="row"
                className="break-words py-1 pr-3 align-top font-mono text-xs font-normal"
              >
                {row.field}
              </th>
              <td className="py-1 pr-3 align-top [overflow-wrap:anywhere]">
                {row.changed && row.before !== ABSENT ? (
                  <del className="decoration-danger/70">{row.before}</del>
                ) : (
                  row.before
                )}
              </td>
              <td className="py-1 align-top [overflow-wrap:anywhere]">
                {row.changed ? (
                  <ins className="no-underline font-medium">{row.after}</ins>
                ) : (
                  row.after
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
