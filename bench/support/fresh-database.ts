import pg from 'pg';

/** Runs `run` on a database of its own on the PostgreSQL server, dropped afterwards. */
export async function withFreshServerDatabase(serverUrl: string, run: (url: string) => Promise<void>) {
  const name = `kleinkram_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
