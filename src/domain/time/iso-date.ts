const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for a real calendar date written YYYY-MM-DD. Kept free of luxon: the wire contract checks
 * dates with it, and the contract loads on the portal's first screen.
 */
export function isIsoDate(text: string): boolean {
  const match = isoDatePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // A day or month out of range rolls over into another month (or year), so these two suffice;
  // Date.UTC reads years 0 to 99 as 1900 to 1999, which the year check refuses.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}
