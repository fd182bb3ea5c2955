import type { AccountHistory } from '../../application/accounts/account.port';
import type { Carrier, CarrierDetails, CarriersPort } from '../../application/accounts/carriers.port';
import { AppError, appErrorCodes } from '../../application/errors/app-error';
import { historyDescriptionOf, type AccountHistoryEvent } from '../../domain/accounts/account-history';
import { sameAccountName, type AccountStatus, type CarrierType } from '../../domain/accounts/account-records';

const actor = 'Platform Admin (admin)';

function demoCarrier(id: string, name: string, type: CarrierType, status: AccountStatus, isPlatform = false): Carrier {
  return {
    id,
    name,
    type,
    country: 'Pakistan',
    currency: 'PKR',
    notificationEmail: null,
    supportEmail: null,
    billingEmail: null,
    commercialEmail: null,
    status,
    createdDate: '2026-02-01T08:00:00.000Z',
    isPlatform,
  };
}

/** The whole CarriersPort in memory, with demo rows; a test replaces any method through `overrides`. */
export class InMemoryCarriersAdapter implements CarriersPort {
  private readonly rows: Carrier[] = [
    demoCarrier('carrier-platform', 'PGW', 'Operator', 'Active', true),
    demoCarrier('carrier-jazz', 'Jazz', 'Carrier', 'Active'),
    demoCarrier('carrier-zong', 'Zong', 'Carrier', 'Inactive'),
  ];
  private readonly histories = new Map<string, AccountHistory['entries']>();

  constructor(private readonly overrides: Partial<CarriersPort> = {}) {
    for (const row of this.rows) this.histories.set(row.id, [{ date: row.createdDate, description: historyDescriptionOf({ kind: 'created' }, actor) }]);
  }

  private find(id: string): Carrier {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new AppError(appErrorCodes.notFound, 'Carrier not found');
    return row;
  }

  private record(id: string, event: AccountHistoryEvent): void {
    this.histories.set(id, [...(this.histories.get(id) ?? []), { date: new Date().toISOString(), description: historyDescriptionOf(event, actor) }]);
  }

  private replace(row: Carrier): Carrier {
    this.rows.splice(
      this.rows.findIndex((candidate) => candidate.id === row.id),
      1,
      row,
    );
    return row;
  }

  private checkName(name: string, id?: string): void {
    if (this.rows.some((row) => row.id !== id && sameAccountName(row.name, name)))
      throw new AppError('conflict', 'A carrier with this name already exists', 'name');
  }

  async listCarriers(): Promise<Carrier[]> {
    if (this.overrides.listCarriers) return this.overrides.listCarriers();
    return [...this.rows];
  }

  async carrier(id: string): Promise<Carrier> {
    if (this.overrides.carrier) return this.overrides.carrier(id);
    return this.find(id);
  }

  async createCarrier(details: CarrierDetails): Promise<Carrier> {
    if (this.overrides.createCarrier) return this.overrides.createCarrier(details);
    this.checkName(details.name);
    const created: Carrier = { ...details, id: `carrier-${this.rows.length + 1}`, status: 'Active', createdDate: new Date().toISOString(), isPlatform: false };
    this.rows.push(created);
    this.record(created.id, { kind: 'created' });
    return created;
  }

  async editCarrier(id: string, details: CarrierDetails): Promise<Carrier> {
    if (this.overrides.editCarrier) return this.overrides.editCarrier(id, details);
    this.checkName(details.name, id);
    this.record(id, { kind: 'edited', fields: Object.keys(details) });
    return this.replace({ ...this.find(id), ...details });
  }

  async setCarrierStatus(carrier: { id: string; name: string }, status: AccountStatus): Promise<Carrier> {
    if (this.overrides.setCarrierStatus) return this.overrides.setCarrierStatus(carrier, status);
    const current = this.find(carrier.id);
    if (current.isPlatform && status === 'Inactive') throw new AppError('conflict', 'The platform cannot be deactivated', 'status');
    if (current.status === status) return current;
    this.record(current.id, { kind: 'status-changed', from: current.status, to: status });
    return this.replace({ ...current, status });
  }

  async carrierHistory(id: string): Promise<AccountHistory> {
    if (this.overrides.carrierHistory) return this.overrides.carrierHistory(id);
    return { id, name: this.find(id).name, entries: [...(this.histories.get(id) ?? [])] };
  }
}
