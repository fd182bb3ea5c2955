import pg from 'pg';

/** One statement on its own connection (create or drop a schema or database around a test). */
export async function runOnPostgres(connectionString: string | undefined, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
