import type { AccountHistory } from '../../application/accounts/account.port';
import type { AccountTopUp, Merchant, MerchantDetails, MerchantKeys, MerchantsPort } from '../../application/accounts/merchants.port';
import { AppError, appErrorCodes } from '../../application/errors/app-error';
import { historyDescriptionOf, type AccountHistoryEvent } from '../../domain/accounts/account-history';
import { sameAccountName, type AccountStatus } from '../../domain/accounts/account-records';
import { formatDecimal } from '../../domain/money/decimal';
import { addMoney, money, toAmountString, zeroOf } from '../../domain/money/money';
import { pageOfList, type GridPage, type GridWindow } from '../../domain/shared/grid-page';

const actor = 'Platform Admin (admin)';

function demoMerchant(id: string, name: string, balance: string, status: AccountStatus, createdDate: string): Merchant {
  return {
    id,
    name,
    country: 'Pakistan',
    currency: 'PKR',
    notificationEmail: `alerts@${id}.example`,
    supportEmail: null,
    billingEmail: null,
    commercialEmail: null,
    showBalance: true,
    accountBalance: money(balance, 'PKR'),
    status,
    createdDate,
  };
}

/** The whole MerchantsPort in memory, with demo rows; a test replaces any method through `overrides`. */
export class InMemoryMerchantsAdapter implements MerchantsPort {
  private readonly rows: Merchant[] = [
    demoMerchant('merchant-demo', 'Demo Merchant', '125000.50', 'Active', '2026-01-12T09:30:00.000Z'),
    demoMerchant('merchant-games', 'Game Zone', '0', 'Inactive', '2026-03-02T11:00:00.000Z'),
  ];
  private readonly histories = new Map<string, AccountHistory['entries']>();
  private readonly topUps = new Map<string, Merchant>();

  constructor(private readonly overrides: Partial<MerchantsPort> = {}) {
    for (const row of this.rows) this.histories.set(row.id, [{ date: row.createdDate, description: historyDescriptionOf({ kind: 'created' }, actor) }]);
  }

  private find(id: string): Merchant {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new AppError(appErrorCodes.notFound, 'Merchant not found');
    return row;
  }

  private record(id: string, event: AccountHistoryEvent): void {
    this.histories.set(id, [...(this.histories.get(id) ?? []), { date: new Date().toISOString(), description: historyDescriptionOf(event, actor) }]);
  }

  private replace(row: Merchant): Merchant {
    this.rows.splice(
      this.rows.findIndex((candidate) => candidate.id === row.id),
      1,
      row,
    );
    return row;
  }

  private checkName(name: string, id?: string): void {
    if (this.rows.some((row) => row.id !== id && sameAccountName(row.name, name)))
      throw new AppError('conflict', 'A merchant with this name already exists', 'name');
  }

  async pageMerchants(window: GridWindow): Promise<GridPage<Merchant>> {
    if (this.overrides.pageMerchants) return this.overrides.pageMerchants(window);
    return pageOfList(
      [...this.rows].sort((a, b) => a.name.localeCompare(b.name)),
      window,
    );
  }

  async merchant(id: string): Promise<Merchant> {
    if (this.overrides.merchant) return this.overrides.merchant(id);
    return this.find(id);
  }

  async createMerchant(details: MerchantDetails): Promise<Merchant> {
    if (this.overrides.createMerchant) return this.overrides.createMerchant(details);
    this.checkName(details.name);
    const id = `merchant-${this.rows.length + 1}`;
    const created: Merchant = { ...details, id, accountBalance: zeroOf(details.currency), status: 'Active', createdDate: new Date().toISOString() };
    this.rows.push(created);
    this.record(id, { kind: 'created' });
    return created;
  }

  async editMerchant(id: string, details: MerchantDetails): Promise<Merchant> {
    if (this.overrides.editMerchant) return this.overrides.editMerchant(id, details);
    this.checkName(details.name, id);
    const edited = this.replace({ ...this.find(id), ...details });
    this.record(id, { kind: 'edited', fields: Object.keys(details) });
    return edited;
  }

  async setMerchantStatus(merchant: { id: string; name: string }, status: AccountStatus): Promise<Merchant> {
    if (this.overrides.setMerchantStatus) return this.overrides.setMerchantStatus(merchant, status);
    const current = this.find(merchant.id);
    if (current.status === status) return current;
    this.record(current.id, { kind: 'status-changed', from: current.status, to: status });
    return this.replace({ ...current, status });
  }

  async addAccountBalance(id: string, topUp: AccountTopUp): Promise<Merchant> {
    if (this.overrides.addAccountBalance) return this.overrides.addAccountBalance(id, topUp);
    const key = `${id}:${topUp.idempotencyKey}`;
    const repeated = this.topUps.get(key);
    if (repeated) return repeated;
    const current = this.find(id);
    const updated = this.replace({ ...current, accountBalance: addMoney(current.accountBalance, { ...topUp.netAmount, currency: current.currency }) });
    this.record(id, {
      kind: 'balance-added',
      grossAmount: toAmountString(topUp.grossAmount),
      tax: formatDecimal(topUp.tax, 2),
      netAmount: toAmountString(topUp.netAmount),
      currency: current.currency,
    });
    this.topUps.set(key, updated);
    return updated;
  }

  async deleteMerchant(id: string): Promise<void> {
    if (this.overrides.deleteMerchant) return this.overrides.deleteMerchant(id);
    const current = this.find(id);
    if (current.accountBalance.minor !== 0n) throw new AppError('conflict', 'A merchant holding an account balance cannot be deleted', 'accountBalance');
    this.rows.splice(this.rows.indexOf(current), 1);
  }

  async revealKeys(id: string): Promise<MerchantKeys> {
    if (this.overrides.revealKeys) return this.overrides.revealKeys(id);
    const { name } = this.find(id);
    this.record(id, { kind: 'keys-revealed' });
    const sid = `a1b2c3d4e5f6${String(this.rows.findIndex((row) => row.id === id)).padStart(4, '0')}`;
    const token = 'demo-token-ZmFrZS10b2tlbi1mb3ItZGVtbw';
    const privateKey = this.rotatedKeys.get(id)?.privateKey ?? `sk_demo_${id}`;
    const previousKeyValidUntil = this.rotatedKeys.get(id)?.previousKeyValidUntil ?? null;
    return { id, name, sid, publicKey: `pk_demo_${id}`, privateKey, token, base64: btoa(`${sid}:${token}`), previousKeyValidUntil, keyOverlapHours: 24 };
  }

  /** The demo's rotations: a counted key, the old one valid for the 24 hours the server defaults to. */
  private readonly rotatedKeys = new Map<string, { privateKey: string; previousKeyValidUntil: string }>();

  async rotateSecretKey(id: string): Promise<MerchantKeys> {
    if (this.overrides.rotateSecretKey) return this.overrides.rotateSecretKey(id);
    this.find(id);
    const rotations = (this.rotatedKeys.get(id)?.privateKey.match(/_r(\d+)$/)?.[1] ?? '0') as string;
    this.rotatedKeys.set(id, {
      privateKey: `sk_demo_${id}_r${Number(rotations) + 1}`,
      previousKeyValidUntil: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    });
    return this.revealKeys(id);
  }

  async merchantHistory(id: string): Promise<AccountHistory> {
    if (this.overrides.merchantHistory) return this.overrides.merchantHistory(id);
    return { id, name: this.find(id).name, entries: [...(this.histories.get(id) ?? [])] };
  }
}
