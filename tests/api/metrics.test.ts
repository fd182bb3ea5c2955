import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '../../server/src/db/record-id';
import { freePort } from '../../server/src/dev/server-process';
import { callApi } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// docs/operations.md "Metrics": GET /api/metrics behind METRICS_TOKEN, in the Prometheus text format.
const token = 'metrics-token-for-the-tests';
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ env: { METRICS_TOKEN: token } });
  admin = await server.signIn('admin', 'admin12345');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** The value of one sample, by its name and exact labels as the text prints them. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('answers 401 without the bearer token or with another one', async () => {
    expect((await fetch(`${server.baseUrl}/api/metrics`)).status).toBe(401);
    const wrong = await callApi(server.baseUrl, '/api/metrics', { headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ errors: [{ field: 'Authorization' }] });
  });

  it('times requests by route pattern and status, never by the URL, and counts those in flight', async () => {
    await callApi(server.baseUrl, '/api/health');
    await callApi(server.baseUrl, '/api/carriers/get/no-such-carrier-1', { token: admin });
    await callApi(server.baseUrl, '/api/carriers/get/no-such-carrier-2', { token: admin });
    const text = await scrape();
    expect(sample(text, 'pgw_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}')).toBeGreaterThanOrEqual(1);
    const byPattern = text.split('\n').filter((row) => row.startsWith('pgw_http_request_duration_seconds_count') && row.includes('/api/carriers/get/'));
    expect(byPattern).toEqual([expect.stringContaining('route="/api/carriers/get/:id"')]);
    expect(sample(byPattern[0] ?? '', byPattern[0]?.split(' ')[0] ?? '')).toBe(2);
    expect(text).not.toContain('no-such-carrier');
    // The scrape itself is in flight while the text is made.
    expect(sample(text, 'pgw_http_requests_in_flight')).toBe(1);
  });

  it('reports the database connections, the workers queues with their oldest job, and unresolved reconciliation mismatches', async () => {
    const hourAgo = new Date(Date.now() - 3600_000);
    const owner = await server.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow();
    // An export another instance is running (touched now, so this one leaves it), queued an hour ago.
    await server.db
      .insertInto('csv_jobs')
      .values({ id: newRecordId(), created_by: owner.id, module: 'transactions', query: '{}', status: 'inprogress', created_at: hourAgo })
      .execute();
    const run = newRecordId();
    await server.db
      .insertInto('reconciliation_runs')
      .values({ id: run, provider: 'jazzcash', business_day: '2026-01-05', source: 'provider', started_by_name: 'Daily reconciliation' })
      .execute();
    await server.db
      .insertInto('reconciliation_lines')
      .values([
        { run_id: run, kind: 'charge', provider_reference: 'R1', class: 'differs' },
        { run_id: run, kind: 'charge', provider_reference: 'R2', class: 'ours_only' },
        { run_id: run, kind: 'charge', provider_reference: 'R3', class: 'ours_only', resolution: 'resolved' },
        { run_id: run, kind: 'charge', provider_reference: 'R4', class: 'matched' },
      ])
      .execute();
    const text = await scrape();
    expect(sample(text, 'pgw_worker_queue_depth{worker="csv export"}')).toBe(1);
    expect(sample(text, 'pgw_worker_oldest_job_age_seconds{worker="csv export"}')).toBeGreaterThanOrEqual(3600);
    expect(sample(text, 'pgw_worker_queue_depth{worker="payout worker"}')).toBe(0);
    expect(sample(text, 'pgw_worker_queue_depth{worker="checkout notifications"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'pgw_reconciliation_mismatches{provider="jazzcash"}')).toBe(2);
    expect(sample(text, 'pgw_db_pool_connections{state="max"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'pgw_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
  });

  it('times every provider call and counts the failed ones, by provider and operation', async () => {
    const order = await server.db.selectFrom('transactions').select(['order_id']).where('provider', '=', 'easypaisa').limit(1).executeTakeFirstOrThrow();
    const answer = await callApi(server.baseUrl, '/api/payin-inquire/get', {
      method: 'POST',
      token: admin,
      body: { provider: 'easypaisa', orderId: order.order_id },
    });
    expect(answer.status).toBe(200);
    const text = await scrape();
    const calls = text.split('\n').filter((row) => row.startsWith('pgw_provider_call_duration_seconds_count{provider="easypaisa"'));
    expect(calls.length).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE pgw_provider_call_errors_total counter');
  });
});

describe('METRICS_PORT without METRICS_TOKEN', () => {
  it('serves the metrics on their own port without a token, and not at /api/metrics', async () => {
    const port = await freePort();
    const plain = await startTestServer({ seed: 'none', env: { METRICS_PORT: String(port), HOST: '127.0.0.1' } });
    try {
      const answer = await callApi(plain.baseUrl, '/api/metrics', { headers: { authorization: 'Bearer anything-at-all-here' } });
      expect(answer.status).toBe(404);
      const own = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain('# TYPE pgw_http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
