import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database on the given server, so the benchmark starts from the migrations like a new
 * deployment and never touches the developer's or the tests' data.
 */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  // Hex only, so the name is safe to put in SQL (CREATE DATABASE takes no parameters).
  const name = `stamp_bench_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE (PostgreSQL 13+) ends connections a killed server may have left behind.
    drop: () =>
      withClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ),
  };
}

async function withClient(url: string, use: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await use(client);
  } finally {
    await client.end();
  }
}
