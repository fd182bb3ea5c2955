// Both engines must hand the same JavaScript values to the same queries. PGlite reads int8 as a
// number and pg as a string; pg reads a date in the process's local zone. We settle on: int8 as a
// number (counts and ids; money is numeric, never int8), numeric as an exact string (docs/spec/decisions.md
// §3), date as its 'YYYY-MM-DD' text (no time zone drift), timestamptz as a Date.
export const INT8_OID = 20;
export const DATE_OID = 1082;

export function parseInt8(text: string): number {
  return Number(text);
}

export function keepDateText(text: string): string {
  return text;
}
