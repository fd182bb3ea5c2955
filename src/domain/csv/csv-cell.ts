import { toAmountString, type Money } from '../money/money';

/**
 * OWASP CSV injection guidance: a spreadsheet treats a cell starting with one of these as a
 * formula, so text cells starting with them get a leading single quote.
 */
export const csvFormulaTriggers = ['=', '+', '-', '@', '\t', '\r'] as const;

export const csvLineEnd = '\r\n';

export function neutraliseCsvText(text: string): string {
  return csvFormulaTriggers.some((trigger) => text.startsWith(trigger)) ? `'${text}` : text;
}

/** RFC 4180: a field holding a comma, quote, CR or LF is quoted and its quotes are doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Free text (names, order ids, messages): neutralised, then quoted as needed. Empty when absent. */
export function csvTextField(text: string | null | undefined): string {
  return text === null || text === undefined ? '' : csvField(neutraliseCsvText(text));
}

/**
 * Amounts are written as plain fixed text (`-12.50`) and NOT neutralised: the text is produced by
 * the domain, can only be digits, a point and a sign, so a leading minus is a number, not a formula.
 */
export function csvAmountField(amount: Money | null | undefined): string {
  return amount ? toAmountString(amount) : '';
}

export function csvRow(fields: readonly string[]): string {
  return fields.join(',') + csvLineEnd;
}
