import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantListItem } from '../../src/contract/lookups.contract';
import type { MerchantConfidential, MerchantDetail } from '../../src/contract/merchants.contract';
import { callApi, errorsOf, type ApiAnswer } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// spec 2 §2.2, §3, §4, §5, §7 "Merchants" and "History"; docs/decisions/0017-merchants-and-carriers.md.
let server: TestServer;
const tokens: Record<string, string> = {};
let ids: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  const signIns = {
    admin: 'admin12345',
    support: 'support123',
    'jazz.ops': 'carrier123',
    merchant: 'merchant123',
    techlets: 'merchant123',
    viewer: 'viewer123',
  };
  for (const [userName, password] of Object.entries(signIns)) tokens[userName] = await server.signIn(userName, password);
  const rows = await server.db.selectFrom('merchants').select(['id', 'name']).execute();
  ids = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(async () => {
  await server?.close();
});

type Who = 'admin' | 'support' | 'jazz.ops' | 'merchant' | 'techlets' | 'viewer' | 'anonymous';
const everyone: Who[] = ['admin', 'support', 'jazz.ops', 'merchant', 'techlets', 'viewer', 'anonymous'];

interface Call {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

async function as<T = unknown>(who: Who, path: string, call: Call = {}): Promise<ApiAnswer<T>> {
  if (call.headers === undefined)
    return callApi<T>(server.baseUrl, `/api${path}`, { method: call.method, token: who === 'anonymous' ? undefined : tokens[who], body: call.body });
  const headers: Record<string, string> = { 'content-type': 'application/json', ...call.headers };
  if (who !== 'anonymous') headers['x-auth-token'] = tokens[who] as string;
  const response = await fetch(`${server.baseUrl}/api${path}`, { method: call.method ?? 'GET', headers, body: JSON.stringify(call.body) });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

const form = (name: string, extra: Record<string, unknown> = {}) => ({
  country: 'Pakistan',
  name,
  currency: 'PKR',
  notificationEmail: 'ops@example.com',
  supportEmail: '',
  showBalance: true,
  ...extra,
});

async function create(name: string, extra: Record<string, unknown> = {}): Promise<MerchantListItem> {
  const answer = await as<MerchantListItem>('admin', '/merchants/add', { method: 'POST', body: form(name, extra) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function historyOf(id: string): Promise<string[]> {
  const answer = await as<{ history: { description: string }[] }>('admin', `/merchants/history/${id}`);
  expect(answer.status).toBe(200);
  return answer.body.history.map((entry) => entry.description);
}

async function rawRow(id: string) {
  return server.db.selectFrom('merchants').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const merchantCount = async () => Number((await server.db.selectFrom('merchants').select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow()).n);
const historyCount = async () =>
  Number((await server.db.selectFrom('merchant_history').select(sql<string>`count(*)::text`.as('n')).executeTakeFirstOrThrow()).n);

describe('reading merchants: the tenancy matrix', () => {
  it('lists full rows without keys: platform staff every merchant, a merchant itself, carrier staff none', async () => {
    const expected: Record<Who, string[] | number> = {
      admin: ['Hashir', 'Multiverse', 'Techlets'],
      support: ['Hashir', 'Multiverse', 'Techlets'],
      'jazz.ops': [],
      merchant: ['Multiverse'],
      viewer: ['Multiverse'],
      techlets: ['Techlets'],
      anonymous: 401,
    };
    for (const who of everyone) {
      const answer = await as<MerchantListItem[]>(who, '/merchants/get');
      const want = expected[who];
      if (typeof want === 'number') {
        expect({ who, status: answer.status }).toEqual({ who, status: want });
        continue;
      }
      expect({ who, status: answer.status }).toEqual({ who, status: 200 });
      expect(answer.body.map((row) => row.name).filter((name) => want.includes(name) || ['Hashir', 'Multiverse', 'Techlets'].includes(name))).toEqual(want);
      for (const row of answer.body) {
        expect(Object.keys(row).sort()).toEqual(
          [
            '_id',
            'accountBalance',
            'billingEmail',
            'commercialEmail',
            'country',
            'createdDate',
            'currency',
            'name',
            'notificationEmail',
            'showBalance',
            'status',
            'supportEmail',
            'userTypeId',
          ].sort(),
        );
        expect(row.userTypeId).toBe(row._id);
      }
    }
  });

  it('reads one merchant with its history only for platform staff holding MerchentManagement.viewAll', async () => {
    const id = ids.Multiverse as string;
    const expected: Record<Who, number> = { admin: 200, support: 200, 'jazz.ops': 403, merchant: 403, techlets: 403, viewer: 403, anonymous: 401 };
    for (const who of everyone) {
      for (const path of [`/merchants/get/${id}`, `/merchants/history/${id}`]) {
        const answer = await as<MerchantDetail>(who, path);
        expect({ who, path, status: answer.status }).toEqual({ who, path, status: expected[who] });
      }
    }
    const detail = await as<MerchantDetail>('admin', `/merchants/get/${id}`);
    expect(detail.body).toMatchObject({ _id: id, name: 'Multiverse', history: [{ description: 'Account created' }] });
    expect(detail.body).not.toHaveProperty('token');
    expect((await as('admin', '/merchants/get/0123456789abcdef01234567')).status).toBe(404);
  });

  it("answers the caller's own merchant from /from-redis, and 404 to a caller that is no merchant", async () => {
    const expected: Record<Who, number | string> = {
      admin: 404,
      support: 404,
      'jazz.ops': 404,
      merchant: 'Multiverse',
      viewer: 'Multiverse',
      techlets: 'Techlets',
      anonymous: 401,
    };
    for (const who of everyone) {
      const answer = await as<MerchantListItem>(who, '/merchants/get/user-type-id/from-redis');
      const want = expected[who];
      if (typeof want === 'number') expect({ who, status: answer.status }).toEqual({ who, status: want });
      else expect({ who, status: answer.status, name: answer.body.name }).toEqual({ who, status: 200, name: want });
    }
  });

  it('reveals keys only to platform staff holding MerchentManagement.viewConfidential', async () => {
    const id = ids.Techlets as string;
    const expected: Record<Who, number> = { admin: 200, support: 403, 'jazz.ops': 403, merchant: 403, techlets: 403, viewer: 403, anonymous: 401 };
    const before = await historyCount();
    for (const who of everyone) {
      const answer = await as(who, `/merchants/get/${id}/confidential`);
      expect({ who, status: answer.status }).toEqual({ who, status: expected[who] });
    }
    // Only the one allowed reveal was recorded.
    expect(await historyCount()).toBe(before + 1);
  });
});

describe('changing merchants: only platform staff with the write flag', () => {
  const writes = () => {
    const id = ids.Multiverse as string;
    return [
      { path: '/merchants/add', method: 'POST', body: form('Escalated Merchant') },
      { path: `/merchants/edit/${id}`, method: 'PUT', body: form('Multiverse', { notificationEmail: 'attacker@example.com' }) },
      { path: `/merchants/account-balance/${id}`, method: 'PUT', body: { _id: id, grossAmount: 1000, tax: 0, netAmount: 1000 } },
      { path: `/merchants/edit/status/${id}`, method: 'PUT', body: { _id: id, name: 'Multiverse', status: 'Inactive' } },
      { path: `/merchants/delete/${id}`, method: 'DELETE' },
      { path: `/merchants/delete/${ids.Techlets as string}`, method: 'DELETE' },
    ];
  };

  it('refuses support (view only), carrier staff, merchant users and anonymous callers, writing nothing', async () => {
    const before = { merchants: await merchantCount(), history: await historyCount(), row: await rawRow(ids.Multiverse as string) };
    for (const who of ['support', 'jazz.ops', 'merchant', 'techlets', 'viewer', 'anonymous'] as const) {
      for (const write of writes()) {
        const answer = await as(who, write.path, { method: write.method, body: write.body });
        expect({ who, path: write.path, status: answer.status }).toEqual({ who, path: write.path, status: who === 'anonymous' ? 401 : 403 });
      }
    }
    expect(await merchantCount()).toBe(before.merchants);
    expect(await historyCount()).toBe(before.history);
    expect(await rawRow(ids.Multiverse as string)).toEqual(before.row);
  });
});

describe('creating and editing merchants', () => {
  it('creates a merchant with server-made keys, sealed at rest, and records who created it', async () => {
    const created = await create('Acme Payments', { sid: 'client-sid', token: 'client-token', accountBalance: 999, status: 'Inactive' });
    expect(created).toMatchObject({
      name: 'Acme Payments',
      status: 'Active',
      accountBalance: 0,
      showBalance: true,
      notificationEmail: 'ops@example.com',
      supportEmail: null,
    });
    const raw = await rawRow(created._id);
    expect(raw.sid).not.toBe('client-sid');
    for (const secret of [raw.private_key, raw.token]) expect(secret.startsWith('enc:v1:')).toBe(true);
    const revealed = await as<MerchantConfidential>('admin', `/merchants/get/${created._id}/confidential`);
    expect(revealed.status).toBe(200);
    expect(revealed.body.token).not.toBe('client-token');
    expect(revealed.body.sid).toBe(raw.sid);
    expect(raw.token).not.toContain(revealed.body.token);
    expect(raw.private_key).not.toContain(revealed.body.privateKey);
    expect(revealed.body.privateKey).toMatch(/^sk_[0-9a-f]{48}$/);
    expect(Buffer.from(revealed.body.base64, 'base64').toString()).toBe(`${revealed.body.sid}:${revealed.body.token}`);
    expect(await historyOf(created._id)).toEqual(['Account created by Platform Admin (admin)', 'Confidential keys revealed to Platform Admin (admin)']);
  });

  it('refuses a duplicate name, whatever its case or spaces, with 409 naming name', async () => {
    await create('Duplicate Check');
    const before = await merchantCount();
    for (const name of ['duplicate check', '  DUPLICATE CHECK  ', 'Multiverse']) {
      const answer = await as('admin', '/merchants/add', { method: 'POST', body: form(name) });
      expect(answer.status).toBe(409);
      expect(errorsOf(answer.body)[0]?.field).toBe('name');
    }
    expect(await merchantCount()).toBe(before);
    const renamed = await as('admin', `/merchants/edit/${ids.Techlets as string}`, { method: 'PUT', body: form('MULTIVERSE') });
    expect(renamed.status).toBe(409);
    expect(errorsOf(renamed.body)[0]?.field).toBe('name');
  });

  it('answers one 409 when two requests race to create the same name', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => as('admin', '/merchants/add', { method: 'POST', body: form('Racing Merchant') })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });

  it('answers bad bodies with 400 naming the field and the form message, writing nothing', async () => {
    const before = { merchants: await merchantCount(), history: await historyCount() };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, 'name', 'Please provide valid account name'],
      [{ name: '   ' }, 'name', 'Please provide valid account name'],
      [{ name: 'A' }, 'name', 'Too short account name.'],
      [{ name: 'x'.repeat(51) }, 'name', 'Too long account name'],
      [{ name: 'Nul\u0000Byte' }, 'name', 'Please provide valid account name'],
      [{ name: 42 }, 'name', 'Please provide valid account name'],
      [{ country: undefined }, 'country', 'Please select a department'],
      [{ country: 'Atlantis' }, 'country', 'Please select a department'],
      [{ currency: undefined }, 'currency', 'Please provide currency'],
      [{ currency: 'X' }, 'currency', 'Provided currency is invalid'],
      [{ currency: 'ABC' }, 'currency', 'Provided currency is invalid'],
      [{ billingEmail: 'not-an-email' }, 'billingEmail', 'Invalid email address'],
      [{ commercialEmail: 'a\u0000@b.com' }, 'commercialEmail', 'Invalid email address'],
      [{ showBalance: 'yes' }, 'showBalance', 'Show balance must be true or false'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await as('admin', '/merchants/add', { method: 'POST', body: form('Valid Name', change) });
      expect({ change, status: answer.status }).toEqual({ change, status: 400 });
      expect(errorsOf(answer.body)[0]).toMatchObject({ field, message });
    }
    expect((await as('admin', '/merchants/add', { method: 'POST' })).status).toBe(400);
    expect(await merchantCount()).toBe(before.merchants);
    expect(await historyCount()).toBe(before.history);
  });

  it('edits the form fields, records what changed, and refuses another id in the body', async () => {
    const created = await create('Editable');
    const edited = await as<MerchantListItem>('admin', `/merchants/edit/${created._id}`, {
      method: 'PUT',
      body: form('Editable Renamed', { _id: created._id, billingEmail: 'billing@example.com' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ _id: created._id, name: 'Editable Renamed', billingEmail: 'billing@example.com' });
    expect((await historyOf(created._id)).at(-1)).toBe('Account details changed (name, billingEmail) by Platform Admin (admin)');

    const other = await as('admin', `/merchants/edit/${created._id}`, { method: 'PUT', body: form('Editable', { _id: ids.Multiverse }) });
    expect(other.status).toBe(400);
    expect(errorsOf(other.body)[0]?.field).toBe('_id');
    expect((await as('admin', '/merchants/edit/0123456789abcdef01234567', { method: 'PUT', body: form('Nobody') })).status).toBe(404);
  });

  it('toggles the status, answers the updated row and records the change', async () => {
    const created = await create('Toggled');
    const path = `/merchants/edit/status/${created._id}`;
    const off = await as<MerchantListItem>('admin', path, { method: 'PUT', body: { _id: created._id, name: 'Toggled', status: 'Inactive' } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ _id: created._id, status: 'Inactive' });
    const on = await as<MerchantListItem>('admin', path, { method: 'PUT', body: { status: 'Active' } });
    expect(on.body.status).toBe('Active');
    expect((await historyOf(created._id)).slice(1)).toEqual([
      'Status changed from Active to Inactive by Platform Admin (admin)',
      'Status changed from Inactive to Active by Platform Admin (admin)',
    ]);
    for (const status of ['Paused', 'active', undefined, 1]) {
      const bad = await as('admin', path, { method: 'PUT', body: { status } });
      expect(bad.status).toBe(400);
      expect(errorsOf(bad.body)[0]?.field).toBe('status');
    }
    expect((await as('admin', '/merchants/edit/status/0123456789abcdef01234567', { method: 'PUT', body: { status: 'Active' } })).status).toBe(404);
  });
});

describe('confidential keys', () => {
  it('keeps the seeded merchants keys sealed at rest and records every reveal', async () => {
    const id = ids.Hashir as string;
    const raw = await rawRow(id);
    expect(raw.private_key.startsWith('enc:v1:')).toBe(true);
    expect(raw.token.startsWith('enc:v1:')).toBe(true);
    const first = await as<MerchantConfidential>('admin', `/merchants/get/${id}/confidential`);
    const second = await as<MerchantConfidential>('admin', `/merchants/get/${id}/confidential`);
    expect(first.body).toEqual(second.body);
    expect(raw.token).not.toContain(first.body.token);
    const reveals = (await historyOf(id)).filter((line) => line === 'Confidential keys revealed to Platform Admin (admin)');
    expect(reveals).toHaveLength(2);
  });

  it('seals a key still stored in plain text when it is revealed', async () => {
    const created = await create('Legacy Keys');
    await server.db.updateTable('merchants').set({ private_key: 'sk_legacy', token: 'legacy-token' }).where('id', '=', created._id).execute();
    const revealed = await as<MerchantConfidential>('admin', `/merchants/get/${created._id}/confidential`);
    expect(revealed.body).toMatchObject({ privateKey: 'sk_legacy', token: 'legacy-token' });
    const raw = await rawRow(created._id);
    expect(raw.token.startsWith('enc:v1:')).toBe(true);
    expect(raw.token).not.toContain('legacy-token');
  });

  it('refuses to rewrite or erase history in the database itself', async () => {
    await expect(sql`update merchant_history set description = 'rewritten'`.execute(server.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from merchant_history`.execute(server.db)).rejects.toThrow(/append-only/);
  });
});

describe('account balance', () => {
  const topUp = (id: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    as<MerchantListItem>('admin', `/merchants/account-balance/${id}`, { method: 'PUT', body, ...(headers ? { headers } : {}) });

  it('adds the recomputed net amount and records it', async () => {
    const created = await create('Topped Up');
    const answer = await topUp(created._id, { _id: created._id, grossAmount: 1000, tax: 15, netAmount: 850 });
    expect(answer.status).toBe(200);
    expect(answer.body.accountBalance).toBe(850);
    expect((await rawRow(created._id)).account_balance).toBe('850.00');
    expect((await historyOf(created._id)).at(-1)).toBe('Account balance of PKR 850.00 added (amount 1000.00, tax 15.00%) by Platform Admin (admin)');
  });

  it('refuses a net amount that does not match, and bad figures, changing nothing', async () => {
    const created = await create('Refused Top Up');
    const before = await historyCount();
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ grossAmount: 1000, tax: 15, netAmount: 850.01 }, 'netAmount', 'Net amount should be 850.00'],
      [{ grossAmount: 10.05, tax: 12.5, netAmount: 8.8 }, 'netAmount', 'Net amount should be 8.79'],
      [{ grossAmount: 1000, tax: 100, netAmount: 0 }, 'tax', 'Please provide valid tax'],
      [{ grossAmount: 1000, tax: -1, netAmount: 1010 }, 'tax', 'Please provide valid tax'],
      [{ tax: 5, netAmount: 0 }, 'grossAmount', 'Please enter valid amount'],
      [{ grossAmount: 0, tax: 0, netAmount: 0 }, 'grossAmount', 'Please enter valid amount'],
      [{ grossAmount: -5, tax: 0, netAmount: -5 }, 'grossAmount', 'Please enter valid amount'],
      [{ grossAmount: 10.001, tax: 0, netAmount: 10 }, 'grossAmount', 'Please enter valid amount'],
      [{ grossAmount: '100', tax: 0, netAmount: 100 }, 'grossAmount', 'Please enter valid amount'],
      [{ grossAmount: 100, tax: 0 }, 'netAmount', 'Please provide net amount'],
      [{ _id: ids.Multiverse, grossAmount: 100, tax: 0, netAmount: 100 }, '_id', undefined],
    ];
    for (const [body, field, message] of cases) {
      const answer = await topUp(created._id, body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(errorsOf(answer.body).map((error) => error.field)).toContain(field);
      if (message !== undefined) expect(errorsOf(answer.body).find((error) => error.field === field)?.message).toBe(message);
    }
    const amountFirst = await topUp(created._id, { tax: 5, netAmount: 0 });
    expect(errorsOf(amountFirst.body)).toContainEqual(expect.objectContaining({ field: 'tax', message: 'Please provide amount first' }));
    expect((await rawRow(created._id)).account_balance).toBe('0.00');
    expect(await historyCount()).toBe(before);
    expect((await topUp('0123456789abcdef01234567', { grossAmount: 1, tax: 0, netAmount: 1 })).status).toBe(404);
  });

  it('adds 20 concurrent top-ups exactly, each with its history entry', async () => {
    const created = await create('Concurrent');
    const answers = await Promise.all(Array.from({ length: 20 }, () => topUp(created._id, { grossAmount: 10.05, tax: 12.5, netAmount: 8.79 })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect((await rawRow(created._id)).account_balance).toBe('175.80');
    expect((await historyOf(created._id)).filter((line) => line.startsWith('Account balance of PKR 8.79 added'))).toHaveLength(20);
    // Each answer saw the balance after its own top-up: 8.79, 17.58, ... in some order.
    expect(answers.map((answer) => answer.body.accountBalance).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => Number(((i + 1) * 8.79).toFixed(2))),
    );
  });

  it('answers a repeated Idempotency-Key with the first result and adds once', async () => {
    const created = await create('Idempotent');
    const body = { grossAmount: 200, tax: 10, netAmount: 180 };
    const first = await topUp(created._id, body, { 'Idempotency-Key': 'submit-1' });
    expect(first.status).toBe(200);
    await topUp(created._id, { grossAmount: 100, tax: 0, netAmount: 100 });
    const again = await topUp(created._id, body, { 'Idempotency-Key': 'submit-1' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await rawRow(created._id)).account_balance).toBe('280.00');

    const concurrent = await Promise.all(Array.from({ length: 5 }, () => topUp(created._id, body, { 'Idempotency-Key': 'submit-2' })));
    expect(concurrent.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    expect(new Set(concurrent.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect((await rawRow(created._id)).account_balance).toBe('460.00');
    expect((await historyOf(created._id)).filter((line) => line.includes('added'))).toHaveLength(3);

    const reused = await topUp(created._id, { grossAmount: 300, tax: 0, netAmount: 300 }, { 'Idempotency-Key': 'submit-1' });
    expect(reused.status).toBe(422);
    expect(errorsOf(reused.body)[0]?.field).toBe('Idempotency-Key');
    const malformed = await topUp(created._id, body, { 'Idempotency-Key': 'x'.repeat(201) });
    expect(malformed.status).toBe(400);
    expect(errorsOf(malformed.body)[0]?.field).toBe('Idempotency-Key');
    expect((await rawRow(created._id)).account_balance).toBe('460.00');
  });

  it('keeps the currency while the account holds a balance', async () => {
    const created = await create('Currency Locked');
    await topUp(created._id, { grossAmount: 10, tax: 0, netAmount: 10 });
    const answer = await as('admin', `/merchants/edit/${created._id}`, { method: 'PUT', body: form('Currency Locked', { currency: 'USD' }) });
    expect(answer.status).toBe(409);
    expect(errorsOf(answer.body)[0]?.field).toBe('currency');
  });
});

describe('deleting merchants', () => {
  it('hides the merchant, keeps what refers to it, answers 404 the second time and frees the name', async () => {
    const id = ids.Hashir as string;
    const countOf = async (table: 'transactions' | 'settlements' | 'loan_requests') =>
      Number((await server.db.selectFrom(table).select(sql<string>`count(*)::text`.as('n')).where('merchant_id', '=', id).executeTakeFirstOrThrow()).n);
    const before = { transactions: await countOf('transactions'), settlements: await countOf('settlements'), payouts: await countOf('loan_requests') };
    expect(before.transactions).toBeGreaterThan(0);

    const answer = await as<{ _id: string; message: string }>('admin', `/merchants/delete/${id}`, { method: 'DELETE' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ _id: id, message: 'Merchant has been deleted successfully!' });

    expect({ transactions: await countOf('transactions'), settlements: await countOf('settlements'), payouts: await countOf('loan_requests') }).toEqual(before);
    expect((await rawRow(id)).deleted_at).toBeInstanceOf(Date);
    const listed = await as<MerchantListItem[]>('admin', '/merchants/get');
    expect(listed.body.map((row) => row._id)).not.toContain(id);
    for (const path of [`/merchants/get/${id}`, `/merchants/history/${id}`, `/merchants/get/${id}/confidential`])
      expect((await as('admin', path)).status).toBe(404);
    expect((await as('admin', `/merchants/delete/${id}`, { method: 'DELETE' })).status).toBe(404);
    const entries = await server.db.selectFrom('merchant_history').select(['action', 'description']).where('merchant_id', '=', id).execute();
    expect(entries.filter((entry) => entry.action === 'deleted')).toEqual([{ action: 'deleted', description: 'Account deleted by Platform Admin (admin)' }]);

    const reused = await create('Hashir');
    expect(reused._id).not.toBe(id);
  });

  it('refuses to delete an account that still holds a balance', async () => {
    const created = await create('Holding Money');
    await as('admin', `/merchants/account-balance/${created._id}`, { method: 'PUT', body: { grossAmount: 5, tax: 0, netAmount: 5 } });
    const answer = await as('admin', `/merchants/delete/${created._id}`, { method: 'DELETE' });
    expect(answer.status).toBe(409);
    expect(errorsOf(answer.body)[0]?.field).toBe('accountBalance');
    expect((await rawRow(created._id)).deleted_at).toBeNull();
  });
});

describe('sealed keys that do not open', () => {
  it('reveal nothing and record nothing when a sealed key was moved from another merchant', async () => {
    const a = await create('Sealed A');
    const b = await create('Sealed B');
    const rowA = await rawRow(a._id);
    await server.db.updateTable('merchants').set({ token: rowA.token }).where('id', '=', b._id).execute();
    const before = await historyOf(b._id);
    const answer = await as('admin', `/merchants/get/${b._id}/confidential`);
    expect(answer.status).toBe(409);
    expect(await historyOf(b._id)).toEqual(before);
  });
});
