import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { csvTextField } from '../../src/domain/csv/csv-cell';
import { transactionCsvLine } from '../../server/src/csv-jobs/transaction-csv';
import { CopyBinaryRows } from '../../server/src/csv-jobs/copy-binary-rows';
import { LineBatch } from '../../server/src/csv-jobs/line-batch';
import { csvTextCellSql, transactionCsvLineSql } from '../../server/src/csv-jobs/transaction-csv-sql';
import { timestampKeyOf } from '../../server/src/csv-jobs/transaction-export-pages';
import { inlineParameters } from '../../server/src/db/inline-sql';

// The database writes the export's cells (spec 1 §2, docs/decisions/0030-speed-and-scale.md): the
// same cells as the domain's rule, checked here on the embedded engine for generated strings.
let db: Kysely<Record<string, never>>;
beforeAll(async () => {
  db = new Kysely({ dialect: new PGliteDialect(new PGlite()) });
});
afterAll(async () => {
  await db.destroy();
});

async function cellsOf(texts: readonly (string | null)[]): Promise<string[]> {
  const value = sql.ref<string | null>('v.s');
  const { rows } = await sql<{ cell: string }>`
    select ${csvTextCellSql(value)} as cell
    from unnest(${sql.val(texts)}::text[]) with ordinality as v(s, n)
    order by v.n
  `.execute(db);
  return rows.map((row) => row.cell);
}

// Text the CSV rule cares about (triggers, separators, quotes, line breaks) mixed with any text;
// PostgreSQL text cannot hold NUL, so it is left out.
const special = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', "'", ' ', 'a', '1', 'ك', 'é', '😀', '\\');
const cellText = fc.oneof(
  fc.string({ unit: special, maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((text) => text.replaceAll('\0', '')),
  fc.string({ unit: 'binary', maxLength: 20 }).map((text) => text.replaceAll('\0', '')),
);

describe('the export’s SQL cells', () => {
  it('equal the domain’s csvTextField for generated strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.option(cellText, { nil: null }), { minLength: 1, maxLength: 50 }), async (texts) => {
        expect(await cellsOf(texts)).toEqual(texts.map((text) => csvTextField(text)));
      }),
      { numRuns: 100 },
    );
  });

  it('neutralise and quote the classic attacks', async () => {
    const attacks = ['=HYPERLINK("x")', '+1', '-2+3', '@sum', '\tTab', '\rx', 'a,b', 'plain', ''];
    expect(await cellsOf(attacks)).toEqual(['"\'=HYPERLINK(""x"")"', "'+1", "'-2+3", "'@sum", "'\tTab", '"\'\rx"', '"a,b"', 'plain', '']);
  });
});

const textColumns = ['transaction_id', 'order_id', 'msisdn', 'country', 'operator', 'product_name', 'service_name', 'status'] as const;
const amountColumns = ['amount', 'merchant_share_value', 'walee_share_value', 'net_amount'] as const;
const amountText = fc.bigInt({ min: -(10n ** 16n) + 1n, max: 10n ** 16n - 1n }).map((minor) => {
  const sign = minor < 0n ? '-' : '';
  const magnitude = minor < 0n ? -minor : minor;
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
});

describe('the export’s SQL line', () => {
  it('is the line transaction-csv.ts writes for the same row, dates in the business zone', async () => {
    await sql`create temporary table export_rows (n int, ${sql.join(textColumns.map((c) => sql`${sql.ref(c)} text`))}, transaction_date timestamptz, ${sql.join(amountColumns.map((c) => sql`${sql.ref(c)} numeric(18,2)`))}, refunded_amount numeric(18,2))`.execute(
      db,
    );
    const row = fc.record({
      texts: fc.tuple(...textColumns.map(() => cellText)),
      amounts: fc.tuple(...amountColumns.map(() => amountText)),
      // The sum of the payment's completed refunds; none is null.
      refunded: fc.option(amountText, { nil: null }),
      at: fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2099-12-31') }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 20 }), async (rows) => {
        await sql`truncate export_rows`.execute(db);
        for (const [n, r] of rows.entries()) {
          await sql`insert into export_rows values (${n}, ${sql.join(r.texts.map((t) => sql`${t}`))}, ${r.at.toISOString()}::timestamptz, ${sql.join(r.amounts.map((a) => sql`${a}::numeric`))}, ${r.refunded}::numeric)`.execute(
            db,
          );
        }
        const { rows: lines } = await sql<{
          line: string;
        }>`select ${transactionCsvLineSql('Asia/Karachi', sql.ref('export_rows.refunded_amount'), 'export_rows')} as line from export_rows order by n`.execute(
          db,
        );
        const expected = rows.map((r) => {
          const [transaction_id, order_id, msisdn, country, operator, product_name, service_name, status] = r.texts;
          const [amount, merchant_share_value, walee_share_value, net_amount] = r.amounts;
          return transactionCsvLine({
            transaction_id,
            order_id,
            msisdn,
            country,
            operator,
            product_name,
            service_name,
            status,
            amount,
            merchant_share_value,
            walee_share_value,
            net_amount,
            refunded_amount: r.refunded,
            currency: 'PKR',
            shown_date: DateTime.fromJSDate(r.at, { zone: 'Asia/Karachi' }).toFormat('dd/MM/yyyy HH:mm:ss'),
          });
        });
        expect(lines.map((l) => l.line)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });
});

describe('parameters written into a statement', () => {
  it('read back as the very values, whatever they hold', async () => {
    await fc.assert(
      fc.asyncProperty(cellText, fc.date({ noInvalidDate: true, min: new Date('1970-01-01'), max: new Date('9999-01-01') }), async (text, date) => {
        const statement = inlineParameters(sql`select ${text}::text as t, ${date}::timestamptz as d, ${42}::int as n`.compile(db));
        const { rows } = await sql<{ t: string; d: Date; n: number }>`${sql.raw(statement)}`.execute(db);
        expect(rows[0]?.t).toBe(text);
        expect(rows[0]?.d.toISOString()).toBe(date.toISOString());
        expect(rows[0]?.n).toBe(42);
      }),
      { numRuns: 100 },
    );
  });
});

/** A binary COPY stream as PostgreSQL writes it (signature, flags, no extension, rows, trailer). */
function binaryCopyOf(rows: (string | null)[][]): Buffer {
  const parts: Buffer[] = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)];
  for (const row of rows) {
    const count = Buffer.alloc(2);
    count.writeInt16BE(row.length);
    parts.push(count);
    for (const field of row) {
      const length = Buffer.alloc(4);
      const bytes = field === null ? Buffer.alloc(0) : Buffer.from(field, 'utf8');
      length.writeInt32BE(field === null ? -1 : bytes.length);
      parts.push(length, bytes);
    }
  }
  parts.push(Buffer.from([0xff, 0xff]));
  return Buffer.concat(parts);
}

describe('the binary COPY reader', () => {
  it('gives back every row’s exact fields however the stream is cut into chunks', () => {
    const rows = fc.array(fc.array(fc.option(cellText, { nil: null }), { minLength: 3, maxLength: 3 }), { maxLength: 30 });
    fc.assert(
      fc.property(rows, fc.array(fc.nat(), { maxLength: 10 }), (table, cuts) => {
        const stream = binaryCopyOf(table);
        const points = [...new Set(cuts.map((cut) => cut % (stream.length + 1)))].sort((a, b) => a - b);
        const reader = new CopyBinaryRows();
        const read: (string | null)[][] = [];
        // The lines copied end to end, from a buffer small enough to have to grow.
        const batch = new LineBatch(1);
        let from = 0;
        for (const to of [...points, stream.length]) {
          reader.read(stream.subarray(from, to), (row) => {
            read.push(Array.from({ length: row.fieldCount }, (_, index) => row.field(index)?.toString('utf8') ?? null));
            batch.append(row, 0);
          });
          from = to;
        }
        expect(read).toEqual(table);
        expect(reader.ended).toBe(true);
        expect(batch.bytes().toString('utf8')).toBe(table.map((row) => row[0] ?? '').join(''));
        expect(batch.rows).toBe(table.length);
        // The last whole row stays readable after the stream, however its chunks were cut.
        expect(reader.fields().map((field) => field?.toString('utf8') ?? null)).toEqual(table.at(-1) ?? []);
      }),
    );
  });

  it('refuses a stream that is not binary COPY', () => {
    expect(() => new CopyBinaryRows().read(Buffer.from('ID,Order ID,Account\r\n1,2,3\r\n'), () => undefined)).toThrow('not a binary COPY stream');
  });
});

describe('the streamed export’s resume key', () => {
  it('reads a binary timestamptz back as the very same instant, to the microsecond', async () => {
    // Microseconds from PostgreSQL's epoch (2000-01-01), 1970 to 2200.
    const micros = fc.bigInt({ min: -946_684_800_000_000n, max: 6_311_390_400_000_000n });
    await fc.assert(
      fc.asyncProperty(micros, async (value) => {
        const binary = Buffer.alloc(8);
        binary.writeBigInt64BE(value);
        const { rows } = await sql<{ micros: string }>`
          select ((extract(epoch from ${timestampKeyOf(binary)}::timestamptz) - 946684800) * 1000000)::bigint::text as micros
        `.execute(db);
        expect(rows[0]?.micros).toBe(value.toString());
      }),
      { numRuns: 100 },
    );
  });
});
