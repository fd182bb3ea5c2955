// Reconciliation at scale (docs/decisions/0035-reconciliation.md): on PostgreSQL (DATABASE_URL, a fresh
// schema), 1,000,000 transactions over 30 days and a provider's statement of 100,000 lines for one
// of them; prints the seconds the reconciliation of that day takes through the API (fetch the
// statement, read it, load it, class every line, find ours the statement lacks). Target ≤ 10 s.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:reconciliation
//   BENCH_TRANSACTIONS=200000 BENCH_STATEMENT_LINES=20000 npm run bench:reconciliation
import { sql } from 'kysely';
import { businessDayOf, dayRangeUtc, shiftBusinessDate } from '../src/domain/time/business-day';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openIsolatedDatabase } from '../server/src/db/isolated-database';
import { seedDemoData } from '../server/src/seed/demo-seed';

const transactions = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const statementLines = Number(process.env.BENCH_STATEMENT_LINES ?? 100_000);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = (message: string) => console.log(`  ${message}`);

const config = loadConfig({
  LOG_LEVEL: 'silent',
  PORTAL_DIST: '/nonexistent-portal',
  SIGN_IN_RATE_LIMIT: '100000',
  SEED_DEMO: 'false',
  PAYOUT_WORKER_POLL_MS: '600000',
  // The statement is the in-process sandbox's book, which this bench writes (not a wallet simulator's).
  SIMULATORS: 'false',
});
const built = await buildApp({ config, database: await openIsolatedDatabase(databaseUrl) });
try {
  // The demo organisations and services (and their 20,000 demo transactions) as `npm start` seeds them.
  await seedDemoData(built.db, () => undefined);
  const day = shiftBusinessDate(businessDayOf(new Date(), config.businessTimeZone), -1);
  const range = dayRangeUtc(day, config.businessTimeZone);
  console.log(`\n== PostgreSQL: ${transactions.toLocaleString('en')} transactions, a statement of ${statementLines.toLocaleString('en')} lines for ${day}`);
  const services = await built.db.selectFrom('services').select(['id', 'merchant_id']).orderBy('id').execute();
  if (services.length === 0) throw new Error('the demo seed has no services');
  const serviceIds = services.map((s) => `'${s.id}'`).join(',');
  const merchantIds = services.map((s) => `'${s.merchant_id}'`).join(',');
  let started = performance.now();
  // The day's Jazzcash checkout payments (g ≤ statementLines) carry the reference the provider knows
  // them by; the rest are spread over the 30 days before, over the three providers.
  await sql
    .raw(
      `insert into transactions (id, transaction_id, order_id, merchant_id, service_id, provider, msisdn, country, operator, product_name, service_name,
         transaction_date, amount, currency, merchant_share_value, walee_share_value, net_amount, status, provider_reference)
       select 'bt' || g, 'BT' || lpad(g::text, 10, '0'), 'BO-' || g, (array[${merchantIds}])[1 + g % ${services.length}], (array[${serviceIds}])[1 + g % ${services.length}],
         case when g <= ${statementLines} then 'jazzcash' else (array['easypaisa','jazzcash','card'])[1 + g % 3] end,
         '03' || lpad((g % 1000000000)::text, 9, '0'), 'Pakistan', 'Jazz', 'Bench product', 'Bench service',
         case when g <= ${statementLines} then '${range.startUtc}'::timestamptz + (g % 86000) * interval '1 second'
              else '${range.startUtc}'::timestamptz - (1 + g % 2592000) * interval '1 second' end,
         (100 + g % 5000)::numeric(18,2), 'PKR', (95 + g % 5000)::numeric(18,2), 5, (95 + g % 5000)::numeric(18,2),
         case when g % 20 = 0 then 'Failed' else 'Success' end,
         case when g <= ${statementLines} then 'BREF' || g else null end
       from generate_series(1, ${transactions}) g`,
    )
    .execute(built.db);
  log(`${transactions.toLocaleString('en')} transactions inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  // The provider's book of the day: one line per payment of ours, but 1% of ours it never had
  // (ours_only), 1% with another amount (differs) and 1% of charges we never recorded (provider_only);
  // failed payments are on the statement as FAILED.
  await sql
    .raw(
      `insert into provider_book_entries (provider, kind, provider_reference, merchant_reference, amount, currency, status, business_day, at)
       select 'jazzcash', 'charge', case when g % 100 = 7 then 'BLOST' || g else 'BREF' || g end, 'BREF' || g,
         case when g % 100 = 3 then (101 + g % 5000)::numeric(18,2) else (100 + g % 5000)::numeric(18,2) end, 'PKR',
         case when g % 20 = 0 then 'FAILED' else 'SUCCESS' end, '${day}'::date, '${range.startUtc}'::timestamptz + (g % 86000) * interval '1 second'
       from generate_series(1, ${statementLines}) g where g % 100 <> 5`,
    )
    .execute(built.db);
  await sql`analyze transactions`.execute(built.db);
  await sql`analyze provider_book_entries`.execute(built.db);
  log(`statement book written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  const origin = `http://127.0.0.1:${address.port}`;
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: 'admin12345' }),
  });
  const token = (await login.json()) as string;
  for (const round of ['first run', 'again (re-run of the same day)']) {
    started = performance.now();
    const response = await fetch(`${origin}/api/reconciliation/runs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({ provider: 'jazzcash', day }),
    });
    const body = (await response.json()) as { classes?: { class: string; count: number }[] };
    const seconds = (performance.now() - started) / 1000;
    if (response.status !== 200) throw new Error(`run answered ${response.status}: ${JSON.stringify(body)}`);
    log(`reconciliation of ${day}, ${round}: ${seconds.toFixed(2)} s (${(body.classes ?? []).map((c) => `${c.class} ${c.count}`).join(', ')})`);
  }
} finally {
  await built.close();
}
