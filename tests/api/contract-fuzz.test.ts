import fc from 'fast-check';
import { sql } from 'kysely';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../server/src/server-modules';
import type { CallDefinition } from '../../src/contract/call-definition';
import { routeUrlOf } from '../../server/src/http/base-prefixes';
import { callApi } from './support/api-client';
import { startTestServer, type TestServer } from './support/test-server';

// issue "Controls": for every call of the contract, generated bad bodies, queries and params
// (wrong types, NUL characters, huge strings, deep nesting) never answer 5xx, and a refused
// write changes no row.
let server: TestServer;
let admin: string;
let countRows: () => Promise<string>;
let tried = 0;
let writesChecked = 0;
const fiveHundreds: string[] = [];

// Security bookkeeping a refused sign-in writes by design, and the migrations' own tables.
const uncounted = new Set(['sessions', 'sign_in_locks', 'kysely_migration', 'kysely_migration_lock']);

beforeAll(async () => {
  server = await startTestServer({ seed: 'core' });
  admin = await server.signIn('admin', 'admin12345');
  const tables = (await server.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !uncounted.has(name))
    .sort();
  const counts = sql.join(
    tables.map((name) => sql`(select count(*) from ${sql.table(name)})`),
    sql`, `,
  );
  countRows = async () => JSON.stringify((await sql<Record<string, unknown>>`select ${counts}`.execute(server.db)).rows[0]);
});
afterAll(async () => {
  await server?.close();
  process.stdout.write(
    `contract fuzz: ${tried} requests tried, ${fiveHundreds.length} answered 5xx, ${writesChecked} refused writes checked for unchanged rows\n`,
  );
});

/** The field names an object schema declares, looking through optional, pipe and transform wrappers. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 10 && current !== undefined; depth += 1) {
    if (typeof current === 'object' && current !== null && 'shape' in current) return Object.keys((current as { shape: object }).shape);
    const def = (current as { _zod?: { def?: { in?: unknown; innerType?: unknown; schema?: unknown } } })._zod?.def;
    current = def?.in ?? def?.innerType ?? def?.schema;
  }
  return [];
}

const deeplyNested = fc.integer({ min: 33, max: 400 }).map((depth) => {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
});
const nulText = fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`);
const hugeText = fc.integer({ min: 20_000, max: 40_000 }).map((length) => 'x'.repeat(length));
/** A value of the wrong kind for almost any field. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 30 }),
  nulText,
  hugeText,
  deeplyNested,
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }),
);
const badText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  nulText,
  hugeText,
  fc.constant('-1'),
  fc.constant('1e309'),
  fc.constant('[object Object]'),
);

function badObject(fields: string[]): fc.Arbitrary<unknown> {
  const named = fields.length > 0 ? fc.record(Object.fromEntries(fields.map((field) => [field, badValue])), { requiredKeys: [] }) : fc.constant({});
  // Sometimes the whole body is not an object at all.
  return fc.oneof({ weight: 4, arbitrary: named }, { weight: 1, arbitrary: badValue });
}

function queryString(value: Record<string, string>): string {
  const text = new URLSearchParams(value).toString();
  return text === '' ? '' : `?${text}`;
}

async function send(call: CallDefinition, path: string, body: unknown): Promise<number> {
  const withBody = call.method !== 'GET' && body !== undefined;
  const answer = await callApi(server.baseUrl, path, { method: call.method, token: admin, ...(withBody ? { body } : {}) });
  tried += 1;
  if (answer.status >= 500) fiveHundreds.push(`${call.id} ${call.method} ${path.slice(0, 80)} → ${answer.status}`);
  return answer.status;
}

const runsPerCall = 12;

describe('the contract under generated bad input', () => {
  it('never answers 5xx and a refused write changes no row', async () => {
    for (const call of allCalls) {
      const url = routeUrlOf(call.base, call.path);
      const paramNames = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      const pathWith = (params: Record<string, string>) =>
        url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '0123456789abcdef01234567'));
      const input = fc.record({
        params: fc.record(Object.fromEntries(paramNames.map((name) => [name, badText]))),
        query: fc.dictionary(fc.constantFrom(...fieldsOf(call.query), 'x'), badText, { maxKeys: 4 }),
        body: badObject(fieldsOf(call.body)),
      });
      const before = await countRows();
      let accepted = false;
      await fc.assert(
        fc.asyncProperty(input, async ({ params, query, body }) => {
          const status = await send(call, `${pathWith(params)}${queryString(query)}`, body);
          if (status < 300) accepted = true;
          return status < 500;
        }),
        { numRuns: runsPerCall, seed: 13 },
      );
      // A write the server refused every time must leave every table as it was.
      if (!accepted && call.method !== 'GET') {
        writesChecked += 1;
        expect({ call: call.id, rows: await countRows() }).toEqual({ call: call.id, rows: before });
      }
    }
    expect(fiveHundreds).toEqual([]);
    expect(tried).toBeGreaterThan(allCalls.length * runsPerCall - 1);
  }, 120_000);
});
