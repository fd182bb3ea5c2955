import { isIsoDate } from '../time/iso-date';

// spec 3 §7 Analytics: dateFrom and dateTo travel as instants "shifted by the timezone offset"
// (the business day's first and last moment in UTC), or as plain business dates. Free of luxon:
// the wire contract checks the text with it.

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** True for a business date YYYY-MM-DD or an ISO 8601 instant with an offset (or Z). */
export function isAnalyticsWireDate(text: string): boolean {
  if (isIsoDate(text)) return true;
  return instantPattern.test(text) && isIsoDate(text.slice(0, 10)) && !Number.isNaN(Date.parse(text));
}
