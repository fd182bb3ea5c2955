import { settlementCodeNames, type AddSettlementBody } from '../../../src/contract/settlements.contract';
import { renamed } from '../../../src/contract/wire-names';
import { parseDecimal, type Decimal } from '../../../src/domain/money/decimal';
import { parseMoney, type Money } from '../../../src/domain/money/money';
import type { SettlementFigureName, SettlementFigures, SettlementTerms } from '../../../src/domain/settlements/settlement-arithmetic';
import { invalidInput, type ApiFailure } from '../http/api-failure';
import { settlementWireFieldOf } from './settlements.wire-mapping';

export type SubmittedSettlement = SettlementTerms & SettlementFigures;

const localFigures = ['platformShare', 'merchantShare', 'subTotal', 'remittanceCharges', 'netTransferAmount'] as const;
const settledFigures = ['netSettledAmount', 'grossSettledAmount'] as const satisfies readonly SettlementFigureName[];
const percentFields = ['platformSharePercentage', 'merchantSharePercentage', 'remittanceChargesPercentage'] as const;

/**
 * The border of the domain: the body's JSON numbers read through their text into exact money and
 * decimals (docs/spec/decisions.md §3). The contract already refused extra decimals; what is left is size.
 */
export function submittedSettlementOf(body: AddSettlementBody): SubmittedSettlement | ApiFailure {
  const fields = renamed(body, settlementCodeNames);
  type Field = keyof typeof fields;
  const tooLarge = (field: Field) => invalidInput(`${settlementWireFieldOf(field)} is too large`, settlementWireFieldOf(field));
  const amountIn = (field: Field, currency: AddSettlementBody['localCurrency']): Money | ApiFailure => {
    const parsed = parseMoney(fields[field] as number, currency);
    return parsed.ok ? parsed.value : tooLarge(field);
  };
  const decimalOf = (field: Field, integerDigits: number): Decimal | ApiFailure => {
    const parsed = parseDecimal(fields[field] as number, 4, { maxIntegerDigits: integerDigits });
    return parsed.ok ? parsed.value : tooLarge(field);
  };

  const totalRevenue = amountIn('totalRevenue', body.localCurrency);
  if (!('minor' in totalRevenue)) return totalRevenue;
  // numeric(12,4): eight digits before the point.
  const exchangeRate = decimalOf('exchangeRate', 8);
  if (!('units' in exchangeRate)) return exchangeRate;
  const percents: Partial<Record<(typeof percentFields)[number], Decimal>> = {};
  for (const field of percentFields) {
    const value = decimalOf(field, 3);
    if (!('units' in value)) return value;
    percents[field] = value;
  }
  const figures: Partial<SettlementFigures> = {};
  for (const field of localFigures) {
    const value = amountIn(field, body.localCurrency);
    if (!('minor' in value)) return value;
    figures[field] = value;
  }
  for (const field of settledFigures) {
    const value = amountIn(field, body.settledCurrency);
    if (!('minor' in value)) return value;
    figures[field] = value;
  }
  return {
    totalRevenue,
    exchangeRate,
    settledCurrency: body.settledCurrency,
    ...(percents as Record<(typeof percentFields)[number], Decimal>),
    ...(figures as SettlementFigures),
  };
}
