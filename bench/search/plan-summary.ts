import type { Database } from '@stamp/server/src/db/client';
import { type SQL, sql } from 'drizzle-orm';

interface PlanNode {
  'Node Type'?: string;
  'Actual Loops'?: number;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/**
 * How a query reads media (EXPLAIN ANALYZE, without timing): e.g. "bitmap
 * media_title_search_idx, media_search_idx skipped, index media_pkey". Shows in the
 * benchmark's output whether the GIN indexes are used at this size, and which tier ran.
 */
export async function mediaScans(
  db: Database,
  statement: { toSQL(): { sql: string; params: unknown[] } },
) {
  const result = await db.execute(
    sql`explain (analyze, timing off, format json) ${withParams(statement.toSQL())}`,
  );
  const plans = new Set<string>();
  const visit = (node: PlanNode) => {
    const type = node['Node Type'];
    if (type === 'Bitmap Index Scan') {
      plans.add(`${node['Index Name']}${node['Actual Loops'] === 0 ? ' skipped' : ''}`);
    } else if (node['Relation Name'] === 'media' && type === 'Seq Scan') plans.add('seq scan');
    else if (node['Relation Name'] === 'media' && type?.startsWith('Index'))
      plans.add(`${node['Index Name']}`);
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(firstPlan(result));
  return [...plans].join(', ');
}

/** Rebuilds drizzle's `$n` placeholders as bound parameters inside a larger statement. */
function withParams(query: { sql: string; params: unknown[] }): SQL {
  const parts = query.sql.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) =>
      i % 2 === 0 ? sql.raw(part) : sql.param(query.params[Number(part) - 1]),
    ),
  );
}

function firstPlan(result: unknown): PlanNode {
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? [];
  const cell = rows[0]?.['QUERY PLAN'];
  const parsed = typeof cell === 'string' ? JSON.parse(cell) : cell;
  const plan = Array.isArray(parsed) ? (parsed[0] as { Plan?: PlanNode })?.Plan : undefined;
  if (!plan) throw new Error('EXPLAIN returned no plan');
  return plan;
}
