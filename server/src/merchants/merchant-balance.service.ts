import type { Kysely } from 'kysely';
import type { MerchantListItem } from '../../../src/contract/lookups.contract';
import { accountBalanceNetAmount, verifyAccountTopUp, type AccountBalanceIssue } from '../../../src/domain/accounts/account-balance';
import { isCurrencyCode } from '../../../src/domain/money/currencies';
import { formatDecimal, type Decimal } from '../../../src/domain/money/decimal';
import { exactMoney, toAmountString } from '../../../src/domain/money/money';
import type { DatabaseSchema } from '../db/database-schema';
import { ApiFailure, conflict, invalidInput, notFound } from '../http/api-failure';
import { AccountHistoryRepository, type HistoryActor } from '../shared/account-history.repository';
import { isNumericOverflow } from '../db/database-errors';
import type { MerchantBalanceRepository } from './merchant-balance.repository';
import type { MerchantsRepository } from './merchants.repository';
import { merchantListItemOf } from './merchants.wire-mapping';

/** The body's figures as its schema read them, exactly (src/forms/account-balance.form-schema.ts): decimals, made money in the merchant's currency here. */
export interface TopUpRequest {
  grossAmount: Decimal;
  tax: Decimal;
  netAmount: Decimal;
}

export interface MerchantBalanceDeps {
  db: Kysely<DatabaseSchema>;
  merchants: MerchantsRepository;
  topUps: MerchantBalanceRepository;
}

function messageOf(issue: AccountBalanceIssue): string {
  return issue.code === 'account-balance.net-amount-mismatch' ? `Net amount should be ${issue.expected ?? ''}` : (issue.message ?? 'Invalid amount');
}

/**
 * spec 2 §2.2 "Add Account Balance" (docs/decisions/0017-merchants-and-carriers.md): the server
 * recomputes the net amount with the domain and refuses a mismatch; the balance grows in SQL and
 * the top-up, the balance and the history entry commit together. The merchant's row is locked
 * first, so top-ups of one merchant queue and a repeated idempotency key finds the first one's answer.
 */
export class MerchantBalanceService {
  constructor(private readonly deps: MerchantBalanceDeps) {}

  async topUp(merchantId: string, request: TopUpRequest, actor: HistoryActor): Promise<MerchantListItem | ApiFailure> {
    try {
      return await this.deps.db.transaction().execute(async (trx) => {
        const outcome = await this.#topUpIn(trx, merchantId, request, actor);
        if (outcome instanceof ApiFailure) throw outcome;
        return outcome;
      });
    } catch (error) {
      if (error instanceof ApiFailure) return error;
      if (isNumericOverflow(error)) return conflict('The account balance would exceed its limit', 'grossAmount');
      throw error;
    }
  }

  async #topUpIn(trx: Kysely<DatabaseSchema>, merchantId: string, request: TopUpRequest, actor: HistoryActor): Promise<MerchantListItem | ApiFailure> {
    const merchant = await this.deps.merchants.lockLive(trx, merchantId);
    if (merchant === undefined) return notFound('Merchant not found');
    const { currency } = merchant;
    if (!isCurrencyCode(currency)) return conflict(`The account's currency ${currency} is not supported`, 'currency');

    const gross = exactMoney(request.grossAmount, currency);
    const { tax } = request;
    const net = exactMoney(request.netAmount, currency);
    if (!gross.ok) return invalidInput('Please enter valid amount', 'grossAmount');
    if (!net.ok) return invalidInput('Please provide net amount', 'netAmount');
    const figures = { grossAmount: toAmountString(gross.value), tax: formatDecimal(tax, 4), netAmount: toAmountString(net.value) };

    const [issue] = verifyAccountTopUp({ grossAmount: gross.value, tax, netAmount: net.value });
    if (issue !== undefined) return invalidInput(messageOf(issue), issue.field);
    const { taxAmount } = accountBalanceNetAmount(gross.value, tax);

    const topUpId = await this.deps.topUps.insert(trx, {
      merchant_id: merchantId,
      currency,
      gross_amount: figures.grossAmount,
      tax: figures.tax,
      tax_amount: toAmountString(taxAmount),
      net_amount: figures.netAmount,
      created_by: actor.userId,
    });
    const updated = await this.deps.merchants.addToBalance(trx, merchantId, figures.netAmount);
    if (updated === undefined) return notFound('Merchant not found');
    await AccountHistoryRepository.append(trx, 'merchant', merchantId, actor, {
      kind: 'balance-added',
      grossAmount: figures.grossAmount,
      tax: formatDecimal(tax, 2),
      netAmount: figures.netAmount,
      currency,
    });
    const answer = merchantListItemOf(updated);
    await this.deps.topUps.recordAnswer(trx, topUpId, updated.accountBalance, answer);
    return answer;
  }
}
