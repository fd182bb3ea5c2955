import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAuditedCall } from '../../server/src/http/change-audit';
import { allCalls } from '../../server/src/server-modules';
import { callApi } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// docs/spec/decisions.md §8 and docs/decisions/0023-audit-log.md: every staff action that changes data
// or reveals a secret leaves one audit entry, written in the same transaction as the change; a
// refused call leaves none.
let server: TestServer;
let admin: string;
let adminId: string;
let merchantId: string;
let carrierId: string;

const strongPassword = 'Tangerin-58-Qul';

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
  admin = await server.signIn('admin', 'admin12345');
  adminId = (await server.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()).id;
  merchantId = (await server.db.selectFrom('merchants').select('id').orderBy('name').executeTakeFirstOrThrow()).id;
  carrierId = (await server.db.selectFrom('operators').select('id').where('is_platform', '=', false).orderBy('name').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await server?.close();
});

interface Entry {
  action: string;
  actor_id: string | null;
  target_type: string;
  target_id: string | null;
  details: Record<string, unknown>;
}

async function entriesAfter(id: number): Promise<Entry[]> {
  return server.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'target_type', 'target_id', 'details'])
    .where('id', '>', id)
    .orderBy('id')
    .execute() as Promise<Entry[]>;
}

async function lastEntryId(): Promise<number> {
  const row = await server.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

interface Step {
  route: string;
  path: () => string;
  body?: () => unknown;
  /** The record the entry must name, when the step knows it beforehand. */
  target?: () => string;
  token?: () => string;
  keep?: (answer: unknown) => void;
}

const created: Record<string, string> = {};
const idOf = (answer: unknown, name = '_id'): string => {
  const value = answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>)[name] : undefined;
  if (typeof value !== 'string') throw new Error(`no ${name} in ${JSON.stringify(answer)}`);
  return value;
};
const store = (name: string) => ({
  name,
  epStoreId: `EP-${name}`,
  epStoreKey: 'store-secret-key',
  epStoreAccountNumber: '03001234567',
  epServiceName: 'walee-easypaisa',
  balance: 10.5,
});

/** Successful writes in an order that lets later steps use what earlier ones created. */
const steps: Step[] = [
  { route: 'stores.add', path: () => '/api/stores-config/ep', body: () => store('Audit Store'), keep: (a) => (created.store = idOf(a)) },
  {
    route: 'stores.edit',
    path: () => '/api/stores-config/ep',
    body: () => ({ ...store('Audit Store Two'), _id: created.store }),
    target: () => created.store as string,
  },
  { route: 'stores.delete', path: () => `/api/stores-config/ep/${created.store}`, target: () => created.store as string },
  { route: 'blacklists.add', path: () => '/api/black-lists/add', body: () => ({ msisdn: '923001112233' }), keep: (a) => (created.blacklist = idOf(a)) },
  {
    route: 'blacklists.edit',
    path: () => `/api/black-lists/edit/${created.blacklist}`,
    body: () => ({ msisdn: '923001112244' }),
    target: () => created.blacklist as string,
  },
  { route: 'blacklists.delete', path: () => `/api/black-lists/delete/${created.blacklist}`, target: () => created.blacklist as string },
  {
    route: 'roles.add',
    path: () => '/api/roles/add',
    body: () => ({ name: 'Audit role', description: 'audited', permissions: { Users: { viewAll: true } } }),
    keep: (a) => (created.role = idOf(a)),
  },
  {
    route: 'roles.edit',
    path: () => `/api/roles/edit/${created.role}`,
    body: () => ({ name: 'Audit role two', permissions: { Users: { viewAll: true } } }),
    target: () => created.role as string,
  },
  {
    route: 'users.add',
    path: () => '/api/users/add',
    body: () => ({
      name: 'Audit Person',
      userName: 'audit.person',
      email: 'audit.person@walee.example',
      password: strongPassword,
      role: { _id: created.role },
    }),
    keep: (a) => (created.user = idOf(a)),
  },
  {
    route: 'users.edit',
    path: () => `/api/users/edit/${created.user}`,
    body: () => ({ name: 'Audit Person Two', userName: 'audit.person', role: { _id: created.role } }),
    target: () => created.user as string,
  },
  {
    route: 'users.toggleStatus',
    path: () => `/api/users/edit/toggle-user-status/${created.user}`,
    body: () => ({ status: 'Inactive' }),
    target: () => created.user as string,
  },
  { route: 'users.delete', path: () => `/api/users/delete/${created.user}`, target: () => created.user as string },
  { route: 'roles.delete', path: () => `/api/roles/delete/${created.role}`, target: () => created.role as string },
  {
    route: 'products.add',
    path: () => '/api/products/add',
    body: () => ({ merchantId, name: 'Audit product', sku: 'AUD-1' }),
    keep: (a) => (created.product = idOf(a)),
  },
  {
    route: 'products.edit',
    path: () => `/api/products/edit/${created.product}`,
    body: () => ({ merchantId, name: 'Audit product two', sku: 'AUD-1' }),
    target: () => created.product as string,
  },
  {
    route: 'merchants.accountBalance',
    path: () => `/api/merchants/account-balance/${merchantId}`,
    body: () => ({ _id: merchantId, grossAmount: 200, tax: 10, netAmount: 180 }),
    target: () => merchantId,
  },
  {
    route: 'merchants.setStatus',
    path: () => `/api/merchants/edit/status/${merchantId}`,
    body: () => ({ _id: merchantId, status: 'Active' }),
    target: () => merchantId,
  },
  { route: 'merchants.confidential', path: () => `/api/merchants/get/${merchantId}/confidential`, target: () => merchantId },
  {
    route: 'carriers.setStatus',
    path: () => `/api/carriers/edit/status/${carrierId}`,
    body: () => ({ _id: carrierId, status: 'Active' }),
    target: () => carrierId,
  },
  { route: 'inquireConfig.edit', path: () => '/api/inquire-config/setting/edit', body: () => ({ enable: true, merchantId }) },
  { route: 'autoJobs.jazzcashProcessPayouts', path: () => '/api/auto-jobs/process-payouts', body: () => ({ status: 'start' }) },
  { route: 'autoJobs.easypaisaProcessPayouts', path: () => '/api/auto-jobs/easypaisa/process-payouts', body: () => ({ status: 'start' }) },
  { route: 'profiles.edit', path: () => '/api/profiles/edit', body: () => ({ name: 'Platform Admin', email: 'admin@walee.example' }), target: () => adminId },
];

/**
 * Areas that write their own, more telling entry in place of the generic one
 * (docs/decisions/0023-audit-log.md): the auto payout toggles record the state they set.
 */
const areaActions: Record<string, string> = {
  'autoJobs.jazzcashProcessPayouts': 'auto-payout.start',
  'autoJobs.easypaisaProcessPayouts': 'auto-payout.start',
};
const actionOf = (routeId: string) => areaActions[routeId] ?? routeId;

const routeOf = (id: string) => {
  const route = server.routes.all().find((candidate) => candidate.id === id);
  if (route === undefined) throw new Error(`no route ${id}`);
  return route;
};

describe('the audit log on every change', () => {
  it('records one entry for each successful write, naming the actor, the action and the record', async () => {
    for (const step of steps) {
      const before = await lastEntryId();
      const route = routeOf(step.route);
      const answer = await callApi(server.baseUrl, step.path(), {
        method: route.method,
        token: admin,
        ...(step.body === undefined ? {} : { body: step.body() }),
      });
      expect({ route: step.route, status: answer.status, body: answer.status < 300 ? null : answer.body }).toEqual({
        route: step.route,
        status: 200,
        body: null,
      });
      step.keep?.(answer.body);
      const entries = await entriesAfter(before);
      expect(entries.map((entry) => [entry.action, entry.actor_id])).toEqual([[actionOf(step.route), adminId]]);
      if (step.target !== undefined) expect(entries[0]?.target_id).toBe(step.target());
    }
  });

  it('walks every audited route: a success leaves exactly one entry, a refusal none', async () => {
    const audited = server.routes.all().filter((route) => isAuditedCall(allCalls.find((call) => call.id === route.id) ?? { method: 'GET' }));
    expect(audited.length).toBeGreaterThan(35);
    const outcomes = { succeeded: 0, refused: 0 };
    for (const route of audited) {
      const before = await lastEntryId();
      const answer = await callApi(server.baseUrl, route.url.replace(/:(\w+)/g, '0123456789abcdef01234567'), {
        method: route.method,
        token: admin,
        ...(route.method === 'DELETE' || route.method === 'GET' ? {} : { body: { status: 'start' } }),
      });
      const actions = (await entriesAfter(before)).map((entry) => entry.action);
      const ok = answer.status >= 200 && answer.status < 300;
      expect({ route: route.id, status: answer.status < 500, actions }).toEqual({ route: route.id, status: true, actions: ok ? [actionOf(route.id)] : [] });
      outcomes[ok ? 'succeeded' : 'refused'] += 1;
    }
    // Both halves of the rule were exercised (the auto job toggles accept this body).
    expect(outcomes.succeeded).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
    process.stdout.write(`audited routes walked: ${audited.length} (${outcomes.succeeded} succeeded, ${outcomes.refused} refused)\n`);
  });

  it('writes nothing for the reads sent as POST: the overviews, payout pages and export rows, voucher pages and searches', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const range = { dateFrom: today, dateTo: today };
    const reads: Array<[string, unknown]> = [
      ['/api/collection/get-summary', range],
      ['/api/disbursement/get-summary', range],
      ['/api/loan-requests/get', { page: 1, limit: 10 }],
      ['/api/loan-requests/export', {}],
      ['/api/vouchers/requests', { page: 1, limit: 25 }],
      ['/api/vouchers/transactions/search', range],
      ['/reports-api/transaction-report', { ...range, page: 1, limit: 10 }],
    ];
    const before = await lastEntryId();
    for (const [path, body] of reads) {
      const answer = await callApi(server.baseUrl, path, { method: 'POST', token: admin, body });
      expect({ path, status: answer.status, body: answer.status === 200 ? null : answer.body }).toEqual({ path, status: 200, body: null });
    }
    expect(await entriesAfter(before)).toEqual([]);
  });

  it('never writes a secret into an entry', async () => {
    const before = await lastEntryId();
    const added = await callApi(server.baseUrl, '/api/stores-config/ep', { method: 'POST', token: admin, body: store('Secret Store') });
    expect(added.status).toBe(200);
    const [entry] = await entriesAfter(before);
    const body = (entry?.details.body ?? {}) as Record<string, unknown>;
    expect(body.epStoreKey).toBe('[hidden]');
    expect(body.name).toBe('Secret Store');
    // The balance the schema read exactly is written as the number the body carried.
    expect(body.balance).toBe(10.5);
    expect(JSON.stringify(entry?.details)).not.toContain('store-secret-key');
  });

  it('keeps a change and its entry together: when the entry cannot be written, the change is undone', async () => {
    await sql`create function refuse_audit_of_blacklists() returns trigger language plpgsql as $$ begin if new.action = 'blacklists.add' then raise exception 'audit refused'; end if; return new; end $$`.execute(
      server.db,
    );
    await sql`create trigger refuse_audit_of_blacklists before insert on audit_log for each row execute function refuse_audit_of_blacklists()`.execute(
      server.db,
    );
    try {
      const answer = await callApi(server.baseUrl, '/api/black-lists/add', { method: 'POST', token: admin, body: { msisdn: '923009998877' } });
      expect(answer.status).toBe(500);
      const rows = await server.db.selectFrom('blacklists').select('id').where('msisdn', '=', '923009998877').execute();
      expect(rows).toEqual([]);
    } finally {
      await sql`drop trigger refuse_audit_of_blacklists on audit_log`.execute(server.db);
      await sql`drop function refuse_audit_of_blacklists()`.execute(server.db);
    }
  });

  it('records each of many concurrent top-ups once, with the balance added exactly', async () => {
    const before = await lastEntryId();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        callApi(server.baseUrl, `/api/merchants/account-balance/${merchantId}`, {
          method: 'PUT',
          token: admin,
          body: { _id: merchantId, grossAmount: 10, tax: 0, netAmount: 10 },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const entries = (await entriesAfter(before)).filter((entry) => entry.action === 'merchants.accountBalance');
    expect(entries).toHaveLength(8);
  });
});

describe('GET /audit-log', () => {
  const list = (query: string, token = admin) => callApi<{ records: Entry[]; total: number }>(server.baseUrl, `/api/audit-log${query}`, { token });

  it('pages the entries newest first and filters by action, area, actor and day', async () => {
    const all = await list('?pageSize=10');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(10);
    expect(all.body.records).toHaveLength(10);
    const stores = await list('?action=stores&pageSize=100');
    expect(stores.body.records.length).toBeGreaterThan(0);
    expect(stores.body.records.every((entry) => entry.action.startsWith('stores.'))).toBe(true);
    const adds = await list('?action=stores.add&pageSize=100');
    expect(adds.body.records.every((entry) => entry.action === 'stores.add')).toBe(true);
    expect((await list('?actor=ADMIN&pageSize=100')).body.total).toBe(all.body.total);
    expect((await list('?actor=nobody')).body.total).toBe(0);
    expect((await list('?dateFrom=2001-01-01&dateTo=2001-01-02')).body.total).toBe(0);
    expect((await list('?dateTo=2001-01-01&dateFrom=2001-01-02')).status).toBe(400);
  });

  it('is for platform staff with UserLogs.viewAll only', async () => {
    const merchant = await server.signIn('merchant', 'merchant123');
    expect((await list('', merchant)).status).toBe(403);
    expect((await callApi(server.baseUrl, '/api/audit-log')).status).toBe(401);
  });
});
