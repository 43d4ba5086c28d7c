import pg from 'pg';

/** On PostgreSQL, the trigram extension is created once before the files run in parallel. */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  } finally {
    await client.end();
  }
}
