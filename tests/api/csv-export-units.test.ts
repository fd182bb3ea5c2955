import fc from 'fast-check';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { csvAmountField } from '../../src/domain/csv/csv-cell';
import { fromMinor } from '../../src/domain/money/money';
import { amountCell, transactionCsvLine, transactionCsvPreamble } from '../../server/src/csv-jobs/transaction-csv';
import { storedQueryOf, whereStoredQuery } from '../../server/src/csv-jobs/transaction-export-filter';
import type { DatabaseSchema } from '../../server/src/db/database-schema';
import { likeLiteral } from '../../server/src/http/wire-values';
import { DownloadLinks, downloadUrlOf } from '../../server/src/csv-jobs/download-link';

describe('the export’s cells', () => {
  it('writes numeric(18,2) text exactly as the domain’s csvAmountField would', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 16n - 1n }), (minor) => {
        const money = fromMinor(minor, 'PKR');
        const databaseText = `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;
        expect(amountCell(databaseText, 'PKR')).toBe(csvAmountField(money));
      }),
    );
    expect(amountCell('12.5', 'PKR')).toBe('12.50');
    expect(amountCell('=1+1', 'PKR')).toBe('');
  });

  it('neutralises formula triggers in text cells only and quotes separators', () => {
    const line = transactionCsvLine({
      transaction_id: 'EP1',
      order_id: '-2+3',
      msisdn: '@03001234567',
      country: 'Pakistan',
      operator: '\tTab',
      product_name: '=HYPERLINK("x")',
      service_name: 'a,b',
      shown_date: '01/05/2024 10:00:00',
      amount: '1.50',
      currency: 'PKR',
      merchant_share_value: '1.44',
      walee_share_value: '0.06',
      net_amount: '1.44',
      status: 'Success',
      refunded_amount: '0.75',
    });
    expect(line).toBe(`EP1,'-2+3,'@03001234567,Pakistan,'\tTab,"'=HYPERLINK(""x"")","a,b",01/05/2024 10:00:00,1.50,1.44,0.06,1.44,Success,0.75\r\n`);
    expect(transactionCsvPreamble().startsWith('\uFEFFID,Order ID,')).toBe(true);
  });
});

describe('the stored filter', () => {
  it('resolves business days to instants, the ISO country to its stored name, and pins a merchant', () => {
    expect(storedQueryOf({ dateFrom: '2024-05-01', dateTo: '2024-05-02', country: 'PK', currency: 'pkr' }, 'm1', 'Asia/Karachi')).toEqual({
      transactionDate: { $gte: '2024-04-30T19:00:00.000Z', $lte: '2024-05-02T18:59:59.999Z' },
      country: 'Pakistan',
      currency: 'PKR',
      merchantId: 'm1',
    });
    expect(storedQueryOf({}, null, 'Asia/Karachi')).toEqual({});
    expect(likeLiteral('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });
});

describe('the stored filter as SQL', () => {
  const db = new Kysely<DatabaseSchema>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const compiled = (query: Parameters<typeof whereStoredQuery>[1]) => whereStoredQuery(db.selectFrom('transactions').select('id'), query).compile();

  it('searches the report’s columns through the one field map, with LIKE wildcards taken literally', () => {
    const { sql, parameters } = compiled({
      searchObj: [
        { field: 'msisdn', operator: 'contains', value: '50%' },
        { field: 'productName', operator: 'equals', value: 'a_b' },
      ],
    });
    // A value with no letter needs no case folding: LIKE (http/wire-values.ts caseInsensitiveLike).
    expect(sql).toContain('"msisdn" like $1');
    expect(sql).toContain('"product_name" ilike $2');
    expect(parameters).toEqual(['%50\\%%', 'a\\_b']);
  });

  it('exports nothing for a stored search on a field the whitelist no longer has', () => {
    const stored = JSON.parse('{"searchObj":[{"field":"_id","operator":"equals","value":"x"}]}');
    expect(compiled(stored).sql).toContain('false');
  });
});

describe('download links', () => {
  it('accept their own signature until it expires and refuse any other', () => {
    const links = new DownloadLinks('x'.repeat(48));
    const { expires, signature } = links.sign('job-1', 1000);
    expect(links.verify('job-1', expires, signature, 1200)).toBe('valid');
    expect(links.verify('job-1', expires, signature, 1301)).toBe('expired');
    expect(links.verify('job-2', expires, signature, 1200)).toBe('forged');
    expect(new DownloadLinks('y'.repeat(48)).verify('job-1', expires, signature, 1200)).toBe('forged');
  });
});

describe('download link addresses', () => {
  it('joins a configured public URL, or stays relative', () => {
    expect(downloadUrlOf('/api/v1/csv-jobs/1/file?x=1', undefined)).toBe('/api/v1/csv-jobs/1/file?x=1');
    expect(downloadUrlOf('/api/v1/csv-jobs/1/file?x=1', 'https://portal.walee.example')).toBe('https://portal.walee.example/api/v1/csv-jobs/1/file?x=1');
    expect(downloadUrlOf('/api/v1/csv-jobs/1/file', 'https://portal.walee.example/pgw/')).toBe('https://portal.walee.example/pgw/api/v1/csv-jobs/1/file');
  });
});
