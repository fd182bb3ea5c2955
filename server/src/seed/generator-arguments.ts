import { parseArgs } from 'node:util';

export interface GeneratorArguments {
  count: number;
  merchantName: string | undefined;
  days: number;
  seed: number | undefined;
}

export const generatorUsage = 'usage: npm run generate -- --count 1000000 [--merchant Multiverse] [--days 365] [--seed 42]';

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** Reads the generator's command line; throws with a readable message on bad input. */
export function parseGeneratorArguments(argv: readonly string[]): GeneratorArguments {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      count: { type: 'string' },
      merchant: { type: 'string' },
      days: { type: 'string' },
      seed: { type: 'string' },
    },
    strict: true,
  });
  return {
    count: positiveInteger('count', values.count, 1_000_000),
    merchantName: values.merchant,
    days: positiveInteger('days', values.days, 365),
    seed: values.seed === undefined ? undefined : positiveInteger('seed', values.seed, 1),
  };
}
