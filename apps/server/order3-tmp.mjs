import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const delays = process.argv[2].split(',').map(Number);
const original = WebAssembly.instantiate;
let n = 0;
WebAssembly.instantiate = async (bytes, imports) => {
  const size = bytes.length ?? bytes.byteLength;
  if (!imports?.['GOT.func'] || !(size < 100000)) return original(bytes, imports);
  const d = delays[n++] ?? 0;
  const result = await original(bytes, imports);
  await new Promise((r) => setTimeout(r, d));
  return result;
};
const db = await PGlite.create('memory://', { extensions: { btree_gin, pg_trgm } });
await db.exec(`create extension pg_trgm; create extension btree_gin; create table words (word text); create index on words using gin (word gin_trgm_ops); insert into words values ('diwali'), ('holi');`);
const r = await db.query(`select word from words where word % 'diwaly'`);
console.log(JSON.stringify(r.rows));
await db.close();
