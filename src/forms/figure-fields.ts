import { z } from 'zod';
import { minorDigitsOf, type CurrencyCode } from '../domain/money/currencies';
import { formatDecimal, parseDecimal, type Decimal, type DecimalParseOptions } from '../domain/money/decimal';
import { fromMinor, toDecimal, type Money } from '../domain/money/money';

// A form's figures (amounts, percentages, rates). The figure input holds what was typed as a JSON
// number, as the wire carries it (docs/decisions/0004-money.md), so one schema reads the portal's
// form and the server's body. The schema reads each figure once, exactly, with the domain's
// decimal, and outputs the exact value: a form's values, the use-cases and the ports never hold
// the number (docs/style.md §6); the HTTP adapters write it back with `toWire`.

export interface FigureMessages {
  /** Nothing given. */
  required: string;
  /** A number the figure cannot be (too many decimals or digits). */
  invalid: string;
  /** Anything but a number; `invalid` when not given. */
  notANumber?: string;
}

/** A rule a figure must keep (at least 1, not negative, above 0), with the message when it does not. */
export interface FigureRule {
  holds: (value: Decimal) => boolean;
  message: string;
}

/**
 * A required figure of at most `decimals` decimals, output as the domain's exact decimal. Its rules
 * are checked on that decimal here rather than by a `.refine` after the schema, which zod would
 * also run on a figure it could not read. A figure that fails does not stop the form's other rules
 * (zod's `continue`): a form shows every message at once, and those rules look at what was read
 * (`isExactFigure`).
 */
export function exactFigure(messages: FigureMessages, decimals: number, options: DecimalParseOptions = {}, ...rules: FigureRule[]) {
  return z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : (messages.notANumber ?? messages.invalid)) })
    .transform((value, ctx): Decimal => {
      const parsed = parseDecimal(value, decimals, options);
      if (!parsed.ok) {
        ctx.addIssue({ code: 'custom', message: messages.invalid, continue: true });
        return z.NEVER;
      }
      for (const rule of rules) if (!rule.holds(parsed.value)) ctx.addIssue({ code: 'custom', message: rule.message, continue: true });
      return parsed.value;
    });
}

/** A required amount of a known currency: at most its minor digits, output as exact money. */
export function moneyFigure(messages: FigureMessages, currency: CurrencyCode, options: DecimalParseOptions = {}, ...rules: FigureRule[]) {
  return exactFigure(messages, minorDigitsOf(currency), options, ...rules).transform((value): Money => fromMinor(value.units, currency));
}

/** Whether a rule between fields got a figure the schema read (a figure it could not read is none). */
export function isExactFigure(value: unknown): value is Decimal {
  return typeof value === 'object' && value !== null && 'units' in value && typeof value.units === 'bigint';
}

/**
 * A figure as the form holds it while it is typed (a number, or nothing yet), read exactly: null
 * when absent, 'invalid' when it is no figure of that size. For the rules that judge the form as a
 * whole and for the live figures a form shows, with the same reading as `exactFigure`.
 */
export function typedFigure(value: number | null | undefined, decimals: number, options: DecimalParseOptions = {}): Decimal | null | 'invalid' {
  if (value === null || value === undefined) return null;
  const parsed = parseDecimal(value, decimals, options);
  return parsed.ok ? parsed.value : 'invalid';
}

/**
 * An exact figure as the form's figure input holds it, to fill a form from a saved record: at most
 * 15 significant digits (numeric(18,2) and the four-decimal percentages), so the number's text is
 * the decimal's, digit for digit, and `exactFigure` reads back the same value.
 */
export function figureInputOf(value: Decimal | Money): number {
  return Number(formatDecimal('minor' in value ? toDecimal(value) : value));
}
