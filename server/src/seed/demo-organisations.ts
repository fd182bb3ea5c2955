import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { MerchantsTable, OperatorsTable } from '../db/core-tables';
import { newRecordId } from '../db/record-id';

export interface DemoOrganisationIds {
  walee: string;
  jazz: string;
  telenor: string;
  multiverse: string;
  techlets: string;
  hashir: string;
}

export function newDemoOrganisationIds(): DemoOrganisationIds {
  return { walee: newRecordId(), jazz: newRecordId(), telenor: newRecordId(), multiverse: newRecordId(), techlets: newRecordId(), hashir: newRecordId() };
}

const created = (now: Date) => JSON.stringify([{ date: now.toISOString(), description: 'Account created' }]);

function emailsOf(domain: string) {
  return {
    notification_email: `notifications@${domain}`,
    support_email: `support@${domain}`,
    billing_email: `billing@${domain}`,
    commercial_email: `commercial@${domain}`,
  };
}

/** docs/spec/decisions.md §2: the platform is one operator record, named PGW as people see it (the wire says walee); carriers beside it. */
export function demoOperators(ids: DemoOrganisationIds, now: Date): Insertable<OperatorsTable>[] {
  const operator = (id: string, name: string, type: 'Carrier' | 'Operator', isPlatform: boolean): Insertable<OperatorsTable> => ({
    id,
    name,
    type,
    is_platform: isPlatform,
    country: 'Pakistan',
    currency: 'PKR',
    ...emailsOf(`${name.toLowerCase()}.example`),
    history: created(now),
  });
  return [operator(ids.walee, 'PGW', 'Operator', true), operator(ids.jazz, 'Jazz', 'Carrier', false), operator(ids.telenor, 'Telenor', 'Carrier', false)];
}

/** spec 2 §2.2: the confidential keys are random per merchant, never fixed demo values. */
export function demoMerchants(ids: DemoOrganisationIds, now: Date): Insertable<MerchantsTable>[] {
  const merchant = (id: string, name: string): Insertable<MerchantsTable> => ({
    id,
    name,
    country: 'Pakistan',
    currency: 'PKR',
    ...emailsOf(`${name.toLowerCase()}.example`),
    show_balance: true,
    account_balance: '0.00',
    sid: randomBytes(8).toString('hex'),
    public_key: `pk_${randomBytes(16).toString('hex')}`,
    private_key: `sk_${randomBytes(24).toString('hex')}`,
    token: randomBytes(32).toString('base64url'),
    history: created(now),
  });
  return [merchant(ids.multiverse, 'Multiverse'), merchant(ids.techlets, 'Techlets'), merchant(ids.hashir, 'Hashir')];
}
