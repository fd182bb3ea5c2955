import { isCurrencyCode, type CurrencyCode } from '../../domain/money/currencies';
import { decimalOf, parseDecimal, type Decimal } from '../../domain/money/decimal';
import { parseMoney, toAmountString, type Money } from '../../domain/money/money';
import { computeSettlement, settlementFigureNames, type SettlementFigureName, type SettlementTerms } from '../../domain/settlements/settlement-arithmetic';

/** The settlement form's inputs as typed (text keeps them exact until the domain reads them). */
export interface SettlementFormInput {
  totalRevenue: string;
  platformSharePercentage: string;
  merchantSharePercentage: string;
  remittanceChargesPercentage: string;
  exchangeRate: string;
  localCurrency: string;
  settledCurrency: string;
  /** The revenue of the merchant's earlier settlements, from the lookup ('' or absent: none). */
  settledRevenue?: string;
}

/** Figures as plain amount text (`1234.50`); a figure is absent until its inputs are known. */
export type LiveSettlementFigures = Partial<Record<SettlementFigureName, string>>;

const one = decimalOf(1n, 0);

function moneyOf(text: string, currency: CurrencyCode): Money | null {
  if (text.trim() === '') return null;
  const parsed = parseMoney(text, currency);
  return parsed.ok ? parsed.value : null;
}

function decimalOfText(text: string, decimals: number): Decimal | null {
  if (text.trim() === '') return null;
  const parsed = parseDecimal(text, decimals, { maxIntegerDigits: 8 });
  return parsed.ok ? parsed.value : null;
}

/** docs/decisions/0041-refunds-in-the-money-figures.md: the shares are reckoned after the merchant's earlier settlements. */
function settledRevenueOf(input: SettlementFormInput, local: CurrencyCode): Pick<SettlementTerms, 'settledRevenue'> {
  const settled = moneyOf(input.settledRevenue ?? '', local);
  return settled === null ? {} : { settledRevenue: settled };
}

const settledFigures: readonly SettlementFigureName[] = ['netSettledAmount', 'grossSettledAmount'];

/**
 * spec 1 §2: picking the remittance percent recomputes charges and net transfer; entering the
 * exchange rate recomputes net settled and gross settled. Every figure comes from the domain's
 * computeSettlement (exact decimals), never from float arithmetic in the view. Before a rate is
 * entered, the local figures are computed with a placeholder rate of 1 and the settled ones left out.
 */
export function liveSettlementFigures(input: SettlementFormInput): LiveSettlementFigures {
  const local = isCurrencyCode(input.localCurrency) ? input.localCurrency : null;
  const settled = isCurrencyCode(input.settledCurrency) ? input.settledCurrency : null;
  if (local === null) return {};
  const totalRevenue = moneyOf(input.totalRevenue, local);
  const platformSharePercentage = decimalOfText(input.platformSharePercentage, 4);
  const merchantSharePercentage = decimalOfText(input.merchantSharePercentage, 4);
  if (totalRevenue === null || platformSharePercentage === null || merchantSharePercentage === null) return {};
  const remittance = decimalOfText(input.remittanceChargesPercentage, 4);
  const rate = decimalOfText(input.exchangeRate, 4);
  const rateKnown = rate !== null && rate.units > 0n && settled !== null;
  const terms: SettlementTerms = {
    totalRevenue,
    platformSharePercentage,
    merchantSharePercentage,
    remittanceChargesPercentage: remittance ?? decimalOf(0n, 0),
    exchangeRate: rateKnown ? rate : one,
    settledCurrency: settled ?? 'USD',
    ...settledRevenueOf(input, local),
  };
  const outcome = computeSettlement(terms);
  if (!outcome.ok) return {};
  const figures: LiveSettlementFigures = {};
  for (const name of settlementFigureNames) {
    if (remittance === null && (name === 'remittanceCharges' || name === 'netTransferAmount' || name === 'netSettledAmount')) continue;
    if (!rateKnown && settledFigures.includes(name)) continue;
    figures[name] = toAmountString(outcome.value[name]);
  }
  return figures;
}

/** The exact terms of a complete form, or null while a value is missing or malformed. */
export function settlementTermsOf(input: SettlementFormInput): SettlementTerms | null {
  const local = isCurrencyCode(input.localCurrency) ? input.localCurrency : null;
  const settled = isCurrencyCode(input.settledCurrency) ? input.settledCurrency : null;
  if (local === null || settled === null) return null;
  const totalRevenue = moneyOf(input.totalRevenue, local);
  const platformSharePercentage = decimalOfText(input.platformSharePercentage, 4);
  const merchantSharePercentage = decimalOfText(input.merchantSharePercentage, 4);
  const remittanceChargesPercentage = decimalOfText(input.remittanceChargesPercentage, 4);
  const exchangeRate = decimalOfText(input.exchangeRate, 4);
  if (!totalRevenue || !platformSharePercentage || !merchantSharePercentage || !remittanceChargesPercentage || !exchangeRate) return null;
  return {
    totalRevenue,
    platformSharePercentage,
    merchantSharePercentage,
    remittanceChargesPercentage,
    exchangeRate,
    settledCurrency: settled,
    ...settledRevenueOf(input, local),
  };
}
