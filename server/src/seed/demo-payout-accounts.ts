import type { Insertable, Kysely } from 'kysely';
import { computeBilledAmount } from '../../../src/domain/accounts/billed-amount';
import { decimal, formatDecimal } from '../../../src/domain/money/decimal';
import { addMoney, money, subtractMoney, toAmountString, zeroOf, type Money } from '../../../src/domain/money/money';
import type { AccountPaymentMethod, AccountTransactionsTable, LoanRequestsTable } from '../db/business/payout.tables';
import type { DatabaseSchema } from '../db/database-schema';
import type { SeededRandom } from './seeded-random';

export interface TopUpPlan {
  merchantId: string;
  count: number;
}

const pkrMethods: AccountPaymentMethod[] = ['IBFT', 'CASH', 'SETTLEMENT'];
const usdMethods: AccountPaymentMethod[] = ['USD-DEPOSIT', 'INWARD-REMITTANCE'];
const day = 86_400_000;

/**
 * Top-ups of the merchants' payout accounts (spec 3 §3 Account transaction), billed by the domain's
 * formula (spec 3 §5), and one payout account per merchant whose balance is the billed top-ups
 * minus the approved payouts. totalTransactions and totalTransactionsAmount count the top-ups.
 */
export async function seedPayoutAccounts(
  db: Kysely<DatabaseSchema>,
  random: SeededRandom,
  plans: readonly TopUpPlan[],
  payoutRequests: readonly Insertable<LoanRequestsTable>[],
  adminId: string | null,
  now: Date,
): Promise<{ accounts: number; topUps: number }> {
  const topUps: Insertable<AccountTransactionsTable>[] = [];
  const billedByMerchant = new Map<string, Money>();
  for (const plan of plans) {
    for (let index = 0; index < plan.count; index += 1) {
      const usd = index % 3 === 2;
      const input = {
        totalAmount: usd ? money(random.amount(2_000_00, 10_000_00), 'USD') : money(random.amount(500_000_00, 3_000_000_00), 'PKR'),
        exchangeRate: usd ? decimal(random.pick(['278.4500', '279.1200', '280.0500'])) : null,
        waleeCommission: decimal(random.pick(['1', '1.5', '2'])),
        sbpCharges: decimal('0.5'),
        serviceSalesTax: decimal(random.pick(['0', '1'])),
        withHoldingCharges: decimal(random.pick(['1', '2'])),
      };
      const billed = computeBilledAmount(input);
      if (!billed.ok) throw new Error(`Demo top-up refused: ${billed.issues.map((issue) => issue.code).join(', ')}`);
      const createdAt = new Date(now.getTime() - random.int(2, 120) * day);
      billedByMerchant.set(plan.merchantId, addMoney(billedByMerchant.get(plan.merchantId) ?? zeroOf('PKR'), billed.value.totalBilledAmount));
      topUps.push({
        id: random.recordId(),
        transaction_id: `AT${random.digits(10)}`,
        merchant_id: plan.merchantId,
        currency: usd ? 'USD' : 'PKR',
        payment_method: random.pick(usd ? usdMethods : pkrMethods),
        total_amount: toAmountString(input.totalAmount),
        total_billed_amount: toAmountString(billed.value.totalBilledAmount),
        exchange_rate: input.exchangeRate === null ? null : formatDecimal(input.exchangeRate, 4),
        walee_commission: formatDecimal(input.waleeCommission, 4),
        sbp_charges: formatDecimal(input.sbpCharges, 4),
        service_sales_tax: formatDecimal(input.serviceSalesTax, 4),
        with_holding_charges: formatDecimal(input.withHoldingCharges, 4),
        history: JSON.stringify([{ date: createdAt.toISOString(), description: 'Transaction created', userName: 'admin' }]),
        created_by: adminId,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
  }
  const accounts = plans.map((plan) => {
    const billed = billedByMerchant.get(plan.merchantId) ?? zeroOf('PKR');
    const paidOut = payoutRequests
      .filter((request) => request.merchant_id === plan.merchantId && request.status === 'Approved')
      .reduce((total, request) => addMoney(total, money(request.amount, 'PKR')), zeroOf('PKR'));
    return {
      id: random.recordId(),
      merchant_id: plan.merchantId,
      currency: 'PKR',
      available_balance: toAmountString(subtractMoney(billed, paidOut)),
      total_transactions: plan.count,
      total_transactions_amount: toAmountString(billed),
    };
  });
  if (topUps.length > 0) await db.insertInto('account_transactions').values(topUps).execute();
  if (accounts.length > 0) await db.insertInto('payout_accounts').values(accounts).execute();
  // docs/decisions/0022-payout-ledger.md: the balance is the sum of the account's entries, so the demo
  // balance (top-ups minus payouts made before the ledger) is each account's opening entry.
  const openings = accounts
    .filter((account) => money(account.available_balance, 'PKR').minor > 0n)
    .map((account) => ({
      account_id: account.id,
      merchant_id: account.merchant_id,
      kind: 'opening' as const,
      amount: account.available_balance,
      balance_after: account.available_balance,
      reference_type: 'opening',
      reference_id: null,
      description: 'Opening balance',
      created_by: adminId,
    }));
  if (openings.length > 0) await db.insertInto('payout_ledger_entries').values(openings).execute();
  return { accounts: accounts.length, topUps: topUps.length };
}
