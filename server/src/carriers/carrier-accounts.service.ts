import { transactionOrFailure } from '../http/transaction-or-failure';
import type { Kysely } from 'kysely';
import type { AccountStatus } from '../../../src/domain/accounts/account-records';
import type { DatabaseSchema } from '../db/database-schema';
import { newRecordId } from '../db/record-id';
import { type ApiFailure, conflict, notFound } from '../http/api-failure';
import { AccountHistoryRepository, type HistoryActor } from '../shared/account-history.repository';
import { columnsOf, type CarrierFields, type CarrierRecord, type CarriersRepository } from './carriers.repository';

export interface CarrierAccountsDeps {
  db: Kysely<DatabaseSchema>;
  carriers: CarriersRepository;
  now: () => Date;
}

const carrierNotFound = () => notFound('Carrier not found');
const duplicateName = (name: string) => conflict(`A carrier named ${name} already exists`, 'name');

const wireNames: Record<keyof ReturnType<typeof columnsOf>, string> = {
  name: 'name',
  type: 'type',
  country: 'country',
  currency: 'currency',
  notification_email: 'notificationEmail',
  support_email: 'supportEmail',
  billing_email: 'billingEmail',
  commercial_email: 'commercialEmail',
};

function changedFields(before: CarrierRecord, after: CarrierFields): string[] {
  const was = columnsOf(before);
  const now = columnsOf(after);
  return (Object.keys(wireNames) as (keyof typeof now)[]).filter((key) => was[key] !== now[key]).map((key) => wireNames[key]);
}

/**
 * Carriers and operators (spec 2 §2.3, §4): each change commits with its history entry
 * (docs/spec/decisions.md §8); names are unique among live records, case-insensitively (409). The
 * platform's own record is what every platform user belongs to: it cannot be deactivated or deleted.
 */
export class CarrierAccountsService {
  constructor(private readonly deps: CarrierAccountsDeps) {}

  #inTransaction<T>(name: string, work: (trx: Kysely<DatabaseSchema>) => Promise<T | ApiFailure>): Promise<T | ApiFailure> {
    // Two requests with one name raced past the check; the live-name index refused the second.
    return transactionOrFailure(this.deps.db, work, () => duplicateName(name));
  }

  async create(fields: CarrierFields, actor: HistoryActor): Promise<CarrierRecord | ApiFailure> {
    return this.#inTransaction(fields.name, async (trx) => {
      if (await this.deps.carriers.nameTaken(trx, fields.name)) return duplicateName(fields.name);
      const id = newRecordId();
      const created = await this.deps.carriers.insert(trx, id, fields);
      await AccountHistoryRepository.append(trx, 'carrier', id, actor, { kind: 'created' });
      return created;
    });
  }

  async edit(id: string, fields: CarrierFields, actor: HistoryActor): Promise<CarrierRecord | ApiFailure> {
    return this.#inTransaction(fields.name, async (trx) => {
      const before = await this.deps.carriers.lockLive(trx, id);
      if (before === undefined) return carrierNotFound();
      if (await this.deps.carriers.nameTaken(trx, fields.name, id)) return duplicateName(fields.name);
      const after = await this.deps.carriers.update(trx, id, fields);
      await AccountHistoryRepository.append(trx, 'carrier', id, actor, { kind: 'edited', fields: changedFields(before, fields) });
      return after;
    });
  }

  async setStatus(id: string, status: AccountStatus, actor: HistoryActor): Promise<CarrierRecord | ApiFailure> {
    return this.#inTransaction('', async (trx) => {
      const before = await this.deps.carriers.lockLive(trx, id);
      if (before === undefined) return carrierNotFound();
      if (before.status === status) return before;
      if (before.isPlatform) return conflict('The platform record cannot be deactivated', 'status');
      const after = await this.deps.carriers.setStatus(trx, id, status);
      await AccountHistoryRepository.append(trx, 'carrier', id, actor, { kind: 'status-changed', from: before.status, to: status });
      return after;
    });
  }

  /** docs/spec/decisions.md §8: hidden, never erased; its services, users and transactions keep it. */
  async remove(id: string, actor: HistoryActor): Promise<{ id: string } | ApiFailure> {
    return this.#inTransaction('', async (trx) => {
      const before = await this.deps.carriers.lockLive(trx, id);
      if (before === undefined) return carrierNotFound();
      if (before.isPlatform) return conflict('The platform record cannot be deleted', '_id');
      await this.deps.carriers.softDelete(trx, id, this.deps.now());
      await AccountHistoryRepository.append(trx, 'carrier', id, actor, { kind: 'deleted' });
      return { id };
    });
  }
}
