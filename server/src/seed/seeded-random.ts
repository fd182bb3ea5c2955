/**
 * A small deterministic PRNG (mulberry32) for the demo seed: the same seed gives the same rows,
 * so tests can rely on counts. Not for anything secret.
 */
export interface SeededRandom {
  /** A float in [0, 1): only for picking, never for money. */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A paisa amount in [minMinor, maxMinor] as exact text, e.g. '1234.50'. */
  amount(minMinor: number, maxMinor: number): string;
  /** 24 hex characters, like newRecordId but reproducible. */
  recordId(): string;
  hex(length: number): string;
  digits(length: number): string;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const fromAlphabet = (alphabet: string, length: number): string => Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join('');
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    amount: (minMinor, maxMinor) => minorToText(int(minMinor, maxMinor)),
    recordId: () => fromAlphabet('0123456789abcdef', 24),
    hex: (length) => fromAlphabet('0123456789abcdef', length),
    digits: (length) => fromAlphabet('0123456789', length),
  };
}

/** Integer paisa to exact decimal text: 123450 -> '1234.50'. */
export function minorToText(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount of minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const digits = Math.abs(minor).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
