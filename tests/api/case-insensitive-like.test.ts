import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseInsensitiveLike } from '../../server/src/http/wire-values';

// spec 1 §2: equals and contains ignore case. A value with no letter is matched with LIKE, not
// ILIKE (http/wire-values.ts): checked here on the suite's engine (PostgreSQL when DATABASE_URL is
// set) for generated row texts, including letters whose folding changes their length or script.
let db: Kysely<Record<string, never>>;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  db = new Kysely({
    dialect: url === undefined ? new PGliteDialect(new PGlite()) : new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
});
afterAll(async () => {
  await db.destroy();
});

const foldable = fc.constantFrom('A', 'z', 'İ', 'ı', 'K', 'ß', 'ẞ', 'Σ', 'ς', 'ǅ', 'ﬀ', 'Å', 'Å', 'ك', '٣', '１', '\u0307');
const signs = fc.constantFrom('0', '1', '2', '9', '+', '-', ' ', '.', '@', '%', '_', '\\', '"', "'", '/', '#', '(', ')', '~', '^', '`');
// PostgreSQL text holds no NUL.
const anyText = fc.oneof(
  fc.string({ unit: fc.oneof(foldable, signs), maxLength: 16 }),
  fc.string({ unit: 'grapheme', maxLength: 16 }).map((text) => text.replaceAll('\0', '')),
);
const caselessValue = fc.string({ unit: signs, maxLength: 6 });

/** For each (text, value, contains): does the text match under ILIKE, and under the chosen operator. */
async function matches(cases: ReadonlyArray<{ text: string; value: string; contains: boolean }>): Promise<Array<{ ilike: boolean; chosen: boolean }>> {
  const texts = cases.map((each) => each.text);
  const patterns = cases.map((each) => caseInsensitiveLike(each.value, each.contains).pattern);
  const operators = cases.map((each) => caseInsensitiveLike(each.value, each.contains).operator);
  const { rows } = await sql<{ ilike: boolean; chosen: boolean }>`
    select c.t ilike c.p as ilike, case when c.o = 'like' then c.t like c.p else c.t ilike c.p end as chosen
    from unnest(${sql.val(texts)}::text[], ${sql.val(patterns)}::text[], ${sql.val(operators)}::text[]) with ordinality as c(t, p, o, n)
    order by c.n
  `.execute(db);
  return rows;
}

describe('case-insensitive matching of a search value', () => {
  it('uses LIKE only for ASCII values without a letter', () => {
    expect(caseInsensitiveLike('0312', true)).toEqual({ operator: 'like', pattern: '%0312%' });
    expect(caseInsensitiveLike('5_0%', false)).toEqual({ operator: 'like', pattern: '5\\_0\\%' });
    expect(caseInsensitiveLike('BO-12', true).operator).toBe('ilike');
    expect(caseInsensitiveLike('١٢', true).operator).toBe('ilike');
    expect(caseInsensitiveLike('１２', true).operator).toBe('ilike');
  });

  it('finds with LIKE exactly the rows ILIKE finds, for generated texts and values', async () => {
    const oneCase = fc
      .record({ before: anyText, after: anyText, value: caselessValue, contains: fc.boolean(), placed: fc.boolean() })
      .map(({ before, after, value, contains, placed }) => ({ text: placed ? `${before}${value}${after}` : `${before}${after}`, value, contains }));
    await fc.assert(
      fc.asyncProperty(fc.array(oneCase, { minLength: 1, maxLength: 60 }), async (cases) => {
        const answers = await matches(cases);
        for (const answer of answers) expect(answer.chosen).toBe(answer.ilike);
      }),
      { numRuns: 100 },
    );
  });

  it('still ignores case for values with letters', async () => {
    const answers = await matches([
      { text: 'bo-0012', value: 'BO-00', contains: true },
      { text: 'SUCCESS', value: 'success', contains: false },
    ]);
    expect(answers).toEqual([
      { ilike: true, chosen: true },
      { ilike: true, chosen: true },
    ]);
  });
});
