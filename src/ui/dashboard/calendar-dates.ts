/** A Calendar's picked day as a business date YYYY-MM-DD (the calendar day the person chose). */
export function isoDateOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A business date as the local Date a Calendar shows for it. */
export function calendarDateOf(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}
