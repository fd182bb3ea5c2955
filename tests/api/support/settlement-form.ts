import type { AddSettlementBody } from '../../../src/contract/settlements.contract';
import { decimal } from '../../../src/domain/money/decimal';
import { money, toJsonAmount } from '../../../src/domain/money/money';
import { computeSettlement } from '../../../src/domain/settlements/settlement-arithmetic';

/** What `POST /api/merchants/add/revenue` answers for a merchant and period (spec 1 §5). */
export interface Revenue {
  totalAmount: number;
  waleeShare: number;
  merchantShare: number;
  /** The revenue of the merchant's earlier settlements, which the shares are reckoned after. */
  settledRevenue?: number;
}

/**
 * The settlement form as the portal fills it: the revenue lookup's figures and the domain's
 * arithmetic, at 2.5% remittance and 280.1234 PKR to the dollar.
 */
export function settlementFormOf(revenue: Revenue, dates: { dateFrom: string; dateTo: string }, merchantId: string): AddSettlementBody {
  const figures = computeSettlement({
    totalRevenue: money(revenue.totalAmount, 'PKR'),
    platformSharePercentage: decimal(String(revenue.waleeShare)),
    merchantSharePercentage: decimal(String(revenue.merchantShare)),
    remittanceChargesPercentage: decimal('2.5'),
    exchangeRate: decimal('280.1234'),
    settledCurrency: 'USD',
    ...(revenue.settledRevenue === undefined ? {} : { settledRevenue: money(revenue.settledRevenue, 'PKR') }),
  });
  if (!figures.ok) throw new Error('terms refused');
  const f = figures.value;
  return {
    ...dates,
    country: 'Pakistan',
    userTypeId: merchantId,
    channel: 'Bank Transfer',
    totalRevenue: revenue.totalAmount,
    waleeShare: toJsonAmount(f.platformShare),
    waleeSharePercentage: revenue.waleeShare,
    merchantShare: toJsonAmount(f.merchantShare),
    merchantSharePercentage: revenue.merchantShare,
    subTotal: toJsonAmount(f.subTotal),
    remittanceChargesPercentage: 2.5,
    remittanceCharges: toJsonAmount(f.remittanceCharges),
    netTransferAmount: toJsonAmount(f.netTransferAmount),
    exchangeRate: 280.1234,
    netSettledAmount: toJsonAmount(f.netSettledAmount),
    grossSettledAmount: toJsonAmount(f.grossSettledAmount),
    localCurrency: 'PKR',
    settledCurrency: 'USD',
  };
}
