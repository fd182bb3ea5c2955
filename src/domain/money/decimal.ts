// docs/spec/decisions.md §3: money, percentages and exchange rates are exact decimals on bigint. Binary
// floating point never takes part in arithmetic; a JSON number is only read through its text.

/** An exact decimal: value = units / 10^scale. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export type DecimalErrorCode = 'decimal.invalid' | 'decimal.not-finite' | 'decimal.too-many-decimals' | 'decimal.too-large' | 'decimal.unsafe-number';

export type DecimalParse = { ok: true; value: Decimal } | { ok: false; code: DecimalErrorCode };

export interface DecimalParseOptions {
  /** Digits before the point; 16 fits the database's numeric(18,2) amounts. */
  maxIntegerDigits?: number;
}

const plainDecimal = /^([+-]?)(\d+)(?:\.(\d+))?$/;
/** String() writes an exponent only below 1e-6 (and from 1e21, beyond the safe integers refused first). */
const smallExponentNumber = /^(-?)(\d)(?:\.(\d+))?e-(\d+)$/;
/** DBL_DIG: a decimal of at most 15 significant digits survives the trip through a double unchanged. */
const maxSafeSignificantDigits = 15;

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

export function decimalOf(units: bigint, scale: number): Decimal {
  return { units, scale };
}

/** numerator / denominator rounded to an integer, halves away from zero (docs/spec/decisions.md §3). */
export function roundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  // Stryker disable EqualityOperator: equivalent, zero is its own negation (and a zero denominator is refused above), so < 0n and <= 0n agree.
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  // Stryker restore EqualityOperator
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** Exact when the scale grows; rounds half away from zero when it shrinks. */
export function roundToScale(value: Decimal, scale: number): Decimal {
  // Stryker disable next-line EqualityOperator: equivalent, at the same scale the rounding below divides by 10^0 = 1.
  if (scale >= value.scale) return decimalOf(value.units * pow10(scale - value.scale), scale);
  return decimalOf(roundHalfAwayFromZero(value.units, pow10(value.scale - scale)), scale);
}

export function addDecimal(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return decimalOf(roundToScale(a, scale).units + roundToScale(b, scale).units, scale);
}

export function subtractDecimal(a: Decimal, b: Decimal): Decimal {
  return addDecimal(a, decimalOf(-b.units, b.scale));
}

/** Exact: the scales add up, nothing is rounded. */
export function multiplyDecimal(a: Decimal, b: Decimal): Decimal {
  return decimalOf(a.units * b.units, a.scale + b.scale);
}

/** a / b at the given scale, rounded half away from zero. A zero divisor is a caller's bug. */
export function divideDecimal(a: Decimal, b: Decimal, scale: number): Decimal {
  const numerator = a.units * pow10(scale + b.scale);
  const denominator = b.units * pow10(a.scale);
  return decimalOf(roundHalfAwayFromZero(numerator, denominator), scale);
}

export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const difference = subtractDecimal(a, b).units;
  // Stryker disable next-line EqualityOperator: equivalent, a zero difference was answered first.
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** Fixed-point text such as `-12.50`, rounded half away from zero to `scale` decimals. */
export function formatDecimal(value: Decimal, scale: number = value.scale): string {
  const { units } = roundToScale(value, scale);
  // Stryker disable next-line EqualityOperator: equivalent, zero is its own negation.
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const sign = units < 0n ? '-' : '';
  if (scale === 0) return sign + digits;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Shortest text of a finite double, with exponent notation (below 1e-6) written out in full. */
function numberText(value: number): string {
  const text = String(value);
  const match = smallExponentNumber.exec(text);
  if (!match) return text;
  const [, sign, digit, fraction = '', exponent] = match;
  return `${sign}0.${'0'.repeat(Number(exponent) - 1)}${digit}${fraction}`;
}

function significantDigits(text: string): number {
  return text.replace(/[-.]/g, '').replace(/^0+/, '').length;
}

/**
 * Reads a decimal string or a JSON number into `maxDecimals` decimals. Extra decimals are refused
 * unless they are zeros (`12.500` is 12.50); a number beyond 15 significant digits or the safe
 * integer range is refused because its text may not be what the sender wrote.
 */
export function parseDecimal(input: string | number, maxDecimals: number, options: DecimalParseOptions = {}): DecimalParse {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, code: 'decimal.not-finite' };
    // Stryker disable next-line EqualityOperator: equivalent, MAX_SAFE_INTEGER itself has 16 significant digits, refused below.
    if (Math.abs(input) > Number.MAX_SAFE_INTEGER) return { ok: false, code: 'decimal.unsafe-number' };
    text = numberText(input);
    if (significantDigits(text) > maxSafeSignificantDigits) return { ok: false, code: 'decimal.unsafe-number' };
  } else {
    text = input.trim();
  }
  const match = plainDecimal.exec(text);
  if (!match) return { ok: false, code: 'decimal.invalid' };
  const [, sign, whole = '', rawFraction = ''] = match;
  const fraction = rawFraction.length > maxDecimals ? rawFraction.replace(/0+$/, '') : rawFraction;
  if (fraction.length > maxDecimals) return { ok: false, code: 'decimal.too-many-decimals' };
  if (whole.replace(/^0+(?=\d)/, '').length > (options.maxIntegerDigits ?? 16)) return { ok: false, code: 'decimal.too-large' };
  const units = BigInt(whole + fraction.padEnd(maxDecimals, '0'));
  return { ok: true, value: decimalOf(sign === '-' ? -units : units, maxDecimals) };
}

/** For constants and tests: a decimal written in code. Invalid text is a programming error. */
export function decimal(text: string): Decimal {
  const scale = text.split('.')[1]?.length ?? 0;
  const parsed = parseDecimal(text, scale, { maxIntegerDigits: 40 });
  if (!parsed.ok) throw new RangeError(`Invalid decimal literal ${text}: ${parsed.code}`);
  return parsed.value;
}
