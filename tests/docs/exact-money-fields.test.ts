import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/style.md §6 and docs/decisions/0004-money.md: money is exact from the form to the wire. A form's
// schema reads each figure once (src/forms/figure-fields.ts); its values, the use-cases and the ports
// carry the domain's Money or Decimal; the HTTP adapters write JSON numbers with toWire only. This
// scan fails when a money field of a port, a use-case, a machine or a form's values is typed `number`.

/** Field and parameter names that hold money, a percentage of it or a rate (or a set of them: packages, a voucher config). */
const moneyName = /^\w*(amount|price|fee|balance|share|charge|rate|tax|commission|cost|margin|packages|config)s?$/i;
/**
 * The type `number`, not zod's `z.number()`: a schema's shape reads the JSON number the form's figure
 * input and the wire hold; what it hands on is checked by the type test beside the forms.
 */
const typeNumber = /(?<![.\w])number\b/;
/** `name: type` or `name?: type` in a declaration or a parameter list, the type read to the next `;`, `,` or `)`. */
const declaration = /\b(\w+)\??\s*:\s*([^;,)=]+)/g;

function sourceFiles(dir: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, wanted);
    return wanted(name) ? [path.split('\\').join('/')] : [];
  });
}

/** Each money field typed with `number` somewhere in its type (`number | null`, `Config<number>`, `{ d?: number }`). */
function numberMoneyFields(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (/^\s*(\/\/|\*|\/\*\*)/.test(line)) return;
    for (const [, name = '', type = ''] of line.matchAll(declaration)) {
      if (moneyName.test(name) && typeNumber.test(type)) found.push(`${index + 1}: ${name}: ${type.trim()}`);
    }
  });
  return found;
}

const files = [
  ...sourceFiles('src/application', (name) => /\.(port|use-case|machine)\.ts$/.test(name)),
  ...sourceFiles('src/forms', (name) => name.endsWith('.ts')),
];

describe('money from the form to the port', () => {
  it('finds a money field typed number, whatever its shape, and leaves counts and exact types alone', () => {
    const sample = [
      'export interface NewPayoutRequest {',
      '  amount: number;',
      '  totalTransactions: number;',
      '  grossAmount: number | null | undefined;',
      '  price: Decimal;',
      '  voucherConfig: VoucherConfig<number> | null;',
      '  packages: { d?: number | null; w?: number | null } | null;',
      '}',
      '  addRate(rate: number): Promise<ExchangeRate>;',
      '  requests(page: number, pageSize: number): Promise<Page>;',
      '  // amount: number in a comment is no field',
      '  grossAmount: z.number({ error: () => m.amountRequired }).nullish(),',
    ].join('\n');
    expect(numberMoneyFields(sample).map((field) => field.split(':')[1]?.trim())).toEqual(['amount', 'grossAmount', 'voucherConfig', 'packages', 'rate']);
  });

  it('holds for every port, use-case and machine of the application and every form', () => {
    expect(files.filter((path) => path.endsWith('.port.ts')).length).toBeGreaterThan(25);
    expect(files.some((path) => path === 'src/forms/account-transaction.form-schema.ts')).toBe(true);
    const offenders = files.flatMap((path) => numberMoneyFields(readFileSync(path, 'utf8')).map((field) => `${path}:${field}`));
    expect(offenders).toEqual([]);
  });
});
