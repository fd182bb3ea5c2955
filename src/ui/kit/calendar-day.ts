/** A calendar day the person picked (local midnight) as a business date, YYYY-MM-DD. */
export function isoDateOf(day: Date): string {
  const month = String(day.getMonth() + 1).padStart(2, '0');
  return `${day.getFullYear()}-${month}-${String(day.getDate()).padStart(2, '0')}`;
}

/** A business date as the local-midnight Date a Calendar shows; null for anything else. */
export function calendarDayOf(isoDate: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate ?? '');
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}
