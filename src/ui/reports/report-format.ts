import { formatDecimal, type Decimal } from '../../domain/money/decimal';
import { formatAmount, type Money } from '../../domain/money/money';
import { formatBusinessDate, formatInstant } from '../../domain/time/date-formats';

/** spec 1 §9: amounts with their currency's grouping (en-PK for PKR) and two decimals. */
export const amountText = (amount: Money): string => formatAmount(amount);

/** spec 1 §9: percentages show two decimals. */
export const percentText = (percent: Decimal): string => `${formatDecimal(percent, 2)}%`;

/** spec 1 §9: DD MMM YYYY hh:mm:ss A, in the business time zone. */
export const dateTimeText = (instant: string): string => formatInstant(instant, 'dateTime12h');

/** spec 1 §9: DD MMM YYYY. */
export const dateText = (instant: string): string => formatInstant(instant, 'date');
export const businessDateText = (isoDate: string): string => formatBusinessDate(isoDate);

/** A calendar day the user picked (local midnight) as a business date, YYYY-MM-DD. */
export function isoDateOf(day: Date): string {
  const month = String(day.getMonth() + 1).padStart(2, '0');
  return `${day.getFullYear()}-${month}-${String(day.getDate()).padStart(2, '0')}`;
}

/** A business date as the local-midnight Date a Calendar shows. */
export function calendarDayOf(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}
