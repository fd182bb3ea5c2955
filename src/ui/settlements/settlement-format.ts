import { formatDecimal, type Decimal } from '../../domain/money/decimal';
import { formatAmount, type Money } from '../../domain/money/money';
import { formatBusinessDate, formatInstant } from '../../domain/time/date-formats';

/** spec 1 §9: PKR in en-PK grouping, USD for settled amounts, each with its code. */
export const amountText = (amount: Money): string => `${amount.currency} ${formatAmount(amount)}`;
/** spec 1 §9: percentages show 2 decimals. */
export const percentText = (percent: Decimal): string => formatDecimal(percent, 2);
/** Exchange rates keep their four decimals. */
export const rateText = (rate: Decimal): string => formatDecimal(rate, 4);
/** spec 1 §9: DD MMM YYYY. */
export const dateText = (iso: string): string => formatInstant(iso, 'date');
export const periodText = (from: string, to: string): string => `${formatBusinessDate(from)} – ${formatBusinessDate(to)}`;

/** spec 1 §9: snackbars hide after 6 000 ms. */
export const settlementToastLifeMs = 6000;
