import { AppError, appErrorCodes } from '../../application/errors/app-error';
import type { MerchantRevenue, NewSettlement, RevenueQuery, Settlement, SettlementsPort } from '../../application/settlements/settlements.port';
import { decimal } from '../../domain/money/decimal';
import { money, percentOf } from '../../domain/money/money';
import { computeSettlement, verifySettlement, type SettlementTerms } from '../../domain/settlements/settlement-arithmetic';

const demoMerchants: Record<string, string> = { 'merchant-demo': 'Demo Merchant', 'merchant-games': 'Game Zone' };

function demoSettlement(id: string, merchantId: string, month: string, revenue: string, rate: string): Settlement {
  const terms: SettlementTerms = {
    totalRevenue: money(revenue, 'PKR'),
    platformSharePercentage: decimal('4'),
    merchantSharePercentage: decimal('96'),
    remittanceChargesPercentage: decimal('2'),
    exchangeRate: decimal(rate),
    settledCurrency: 'USD',
  };
  const figures = computeSettlement(terms);
  if (!figures.ok) throw new Error('demo settlement terms refused');
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  return {
    id,
    transactionId: `STL-${month.replace('-', '')}-${(demoMerchants[merchantId] ?? 'XXX').slice(0, 3).toUpperCase()}`,
    transactionDate: `${last}T07:00:00.000Z`,
    channel: 'Bank Transfer',
    country: 'Pakistan',
    merchantId,
    merchantName: demoMerchants[merchantId] ?? merchantId,
    dateFrom: `${month}-01`,
    dateTo: last,
    localCurrency: 'PKR',
    status: 'Paid',
    ...terms,
    ...figures.value,
  };
}

/** The whole SettlementsPort in memory, with demo rows; a test replaces any method through `overrides`. */
export class InMemorySettlementsAdapter implements SettlementsPort {
  private readonly rows: Settlement[] = [
    demoSettlement('settlement-1', 'merchant-demo', '2026-08', '1845230.50', '278.4500'),
    demoSettlement('settlement-2', 'merchant-games', '2026-08', '932118.00', '278.4500'),
    demoSettlement('settlement-3', 'merchant-demo', '2026-09', '2015744.25', '279.1200'),
  ];

  constructor(private readonly overrides: Partial<SettlementsPort> = {}) {}

  async settlements(): Promise<Settlement[]> {
    if (this.overrides.settlements) return this.overrides.settlements();
    return [...this.rows].sort((a, b) => b.transactionDate.localeCompare(a.transactionDate));
  }

  async settlement(id: string): Promise<Settlement> {
    if (this.overrides.settlement) return this.overrides.settlement(id);
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new AppError(appErrorCodes.notFound, 'Settlement not found');
    return row;
  }

  async merchantRevenue(query: RevenueQuery): Promise<MerchantRevenue | null> {
    if (this.overrides.merchantRevenue) return this.overrides.merchantRevenue(query);
    // A stable demo figure per merchant and period.
    const seed = [...`${query.merchantName}${query.dateFrom}${query.dateTo}`].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 90_000_000, 7);
    const totalRevenue = money(`${100_000 + (seed % 9_000_000)}.${String(seed % 100).padStart(2, '0')}`, 'PKR');
    const platformSharePercentage = decimal('4');
    const merchantSharePercentage = decimal('96');
    return {
      totalRevenue,
      platformSharePercentage,
      merchantSharePercentage,
      platformShare: percentOf(totalRevenue, platformSharePercentage),
      merchantShare: percentOf(totalRevenue, merchantSharePercentage),
    };
  }

  async createSettlement(settlement: NewSettlement): Promise<Settlement> {
    if (this.overrides.createSettlement) return this.overrides.createSettlement(settlement);
    const [issue] = verifySettlement({ ...settlement.terms, ...settlement.figures });
    if (issue) throw new AppError('validation_failed', `${issue.field} does not match`, issue.field);
    const overlaps = this.rows.some(
      (row) => row.merchantId === settlement.merchantId && row.dateFrom <= settlement.dateTo && row.dateTo >= settlement.dateFrom,
    );
    if (overlaps) throw new AppError('conflict', 'This merchant already has a settlement covering part of this period', 'dateFrom');
    const id = `settlement-${this.rows.length + 1}`;
    const created: Settlement = {
      id,
      transactionId: `STL-${settlement.dateFrom.replace(/-/g, '')}-${id.toUpperCase()}`,
      transactionDate: new Date().toISOString(),
      channel: settlement.channel,
      country: settlement.country,
      merchantId: settlement.merchantId,
      merchantName: demoMerchants[settlement.merchantId] ?? settlement.merchantId,
      dateFrom: settlement.dateFrom,
      dateTo: settlement.dateTo,
      localCurrency: settlement.localCurrency,
      status: 'Paid',
      ...settlement.terms,
      ...settlement.figures,
    };
    this.rows.push(created);
    return created;
  }
}
