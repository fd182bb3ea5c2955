import type { SettlementReportRecord, TransactionRecord } from '../../application/reports/reports.port';
import { fromMinor, money, subtractMoney, percentOf } from '../../domain/money/money';
import { decimal } from '../../domain/money/decimal';
import type { TransactionStatus } from '../../domain/transactions/transaction-status';

export interface DemoTransaction extends TransactionRecord {
  merchantId: string;
  merchantName: string;
  currency: 'PKR';
}

const services = [
  { merchantId: 'merchant-demo', merchantName: 'Demo Merchant', serviceName: 'demo-easypaisa', operator: 'Telenor', prefix: 'EP' },
  { merchantId: 'merchant-demo', merchantName: 'Demo Merchant', serviceName: 'demo-jazzcash', operator: 'Jazz', prefix: 'JC' },
  { merchantId: 'merchant-games', merchantName: 'Game Zone', serviceName: 'games-easypaisa', operator: 'Telenor', prefix: 'EP' },
];
const products = ['Premium Plan', 'Game Credits', 'Mobile Top-up', 'E-book'];
const platformPercent = decimal('4');
/** The merchant's percent of the demo services: what the platform does not take. */
export const demoMerchantPercent = decimal('96');

function statusOf(index: number): TransactionStatus {
  if (index % 9 === 4) return 'Failed';
  if (index % 13 === 7) return 'Pending';
  return 'Success';
}

/**
 * 64 deterministic transactions, six hours apart, before `now`, newest first: enough for several
 * pages of the transaction report without a server. Every tenth payment (from the fourth) had half
 * of it refunded, on its own day (docs/decisions/0041-refunds-in-the-money-figures.md).
 */
export function demoTransactions(now: Date): DemoTransaction[] {
  return Array.from({ length: 64 }, (_, index) => {
    const service = services[index % services.length] as (typeof services)[number];
    const minor = BigInt(5000 + ((index * 7919) % 250_000));
    const amount = fromMinor(minor, 'PKR');
    const status = statusOf(index);
    const platformShare = percentOf(amount, platformPercent);
    const rest = subtractMoney(amount, platformShare);
    const number = String(1000 + index).padStart(10, '0');
    return {
      id: `demo-tx-${String(index).padStart(3, '0')}`,
      transactionId: `${service.prefix}${number}`,
      orderId: `ORD-${number}`,
      account: `0345${String(1_000_000 + index * 7331).slice(0, 7)}`,
      country: 'Pakistan',
      operator: service.operator,
      product: products[index % products.length] as string,
      serviceName: service.serviceName,
      transactionDate: new Date(now.getTime() - index * 6 * 3_600_000).toISOString(),
      amount,
      merchantShare: rest,
      platformShare,
      netAmount: rest,
      status,
      refunded: fromMinor(status === 'Success' && index % 10 === 3 ? minor / 2n : 0n, 'PKR'),
      merchantId: service.merchantId,
      merchantName: service.merchantName,
      currency: 'PKR',
    };
  });
}

export function demoSettlements(now: Date): SettlementReportRecord[] {
  return Array.from({ length: 6 }, (_, index) => ({
    id: `demo-settlement-${index}`,
    transactionId: `ST${String(5000 + index).padStart(8, '0')}`,
    transactionDate: new Date(now.getTime() - index * 7 * 86_400_000).toISOString(),
    channel: index % 2 === 0 ? 'Bank Transfer' : 'Wire',
    merchantName: index % 2 === 0 ? 'Demo Merchant' : 'Game Zone',
    amount: money(`${1200 + index * 150}.50`, 'USD'),
    netSettled: money(`${1100 + index * 140}.25`, 'USD'),
  }));
}
