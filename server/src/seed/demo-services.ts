import type { Insertable, Kysely } from 'kysely';
import { voucherConfigDefaults } from '../../../src/domain/services/voucher-config';
import type { ServiceConfig, ServicesTable, ServiceType, PaymentMethod } from '../db/business/catalogue.tables';
import type { DatabaseSchema } from '../db/database-schema';
import type { SeededRandom } from './seeded-random';

type Provider = 'Easypaisa' | 'Jazzcash' | 'Credit Card';

interface ServicePlan {
  merchant: string;
  name: string;
  provider: Provider;
  type: ServiceType;
  methods: PaymentMethod[];
}

// spec 2 §9 names the Easypaisa, Jazzcash and card services; the voucher services are ours.
const plans: readonly ServicePlan[] = [
  { merchant: 'Multiverse', name: 'multiverse-easypaisa', provider: 'Easypaisa', type: 'Others', methods: ['Easypaisa', 'Jazzcash'] },
  { merchant: 'Multiverse', name: 'multiverse-jazzcash', provider: 'Jazzcash', type: 'Others', methods: ['Jazzcash', 'Easypaisa'] },
  { merchant: 'Multiverse', name: 'multiverse-vouchers', provider: 'Easypaisa', type: 'Voucher', methods: ['Easypaisa', 'Jazzcash'] },
  { merchant: 'Techlets', name: 'techlets-easypaisa', provider: 'Easypaisa', type: 'Loan', methods: ['Easypaisa'] },
  { merchant: 'Techlets', name: 'techlets-vouchers', provider: 'Easypaisa', type: 'Voucher', methods: ['Easypaisa'] },
  { merchant: 'Hashir', name: 'hashir-easypaisa', provider: 'Easypaisa', type: 'Others', methods: ['Easypaisa'] },
  { merchant: 'Hashir', name: 'hashir-jazzcash', provider: 'Jazzcash', type: 'Others', methods: ['Jazzcash'] },
  { merchant: 'Hashir', name: 'hashir-credit-card', provider: 'Credit Card', type: 'Others', methods: ['Credit Card', 'Easypaisa', 'Jazzcash'] },
];

function configOf(plan: ServicePlan): ServiceConfig {
  const config: ServiceConfig = { freshWalletsAllowed: true, payoutShareChecked: plan.type === 'Loan', subscriptionFrequency: 'oneTime' };
  if (plan.type === 'Loan') {
    Object.assign(config, {
      autoDisburse: true,
      disbursementAmount: '25000.00',
      perTransactionCharge: '10.00',
      epPerTransactionCharge: '12.00',
      epPerTransactionValues: { value: '1.25', percentage: true },
      jcPerTransactionValues: { value: '15.00', percentage: false },
    });
  }
  if (plan.type === 'Voucher') config.voucherConfig = voucherConfigDefaults;
  return config;
}

export interface SeededService {
  id: string;
  name: string;
  merchantId: string;
  merchantName: string;
  provider: Provider;
  type: ServiceType;
  serviceId: string;
}

/** Two or three services per demo merchant (spec 2 §3 Service), on the carrier of their wallet. */
export async function seedServices(
  db: Kysely<DatabaseSchema>,
  random: SeededRandom,
  merchants: ReadonlyMap<string, string>,
  carriers: ReadonlyMap<string, string>,
): Promise<SeededService[]> {
  const seeded: SeededService[] = [];
  const rows: Insertable<ServicesTable>[] = [];
  plans.forEach((plan, index) => {
    const merchantId = merchants.get(plan.merchant);
    if (merchantId === undefined) return;
    const carrier = plan.provider === 'Easypaisa' ? 'Telenor' : plan.provider === 'Jazzcash' ? 'Jazz' : undefined;
    const site = `https://${plan.merchant.toLowerCase()}.example`;
    const service = { id: random.recordId(), serviceId: String(10001 + index) };
    rows.push({
      id: service.id,
      service_id: service.serviceId,
      merchant_id: merchantId,
      operator_id: carrier === undefined ? null : (carriers.get(carrier) ?? null),
      country: 'Pakistan',
      service_name: plan.name,
      // spec 2 §9: the provider-side names are the merchant's Easypaisa / Jazzcash service.
      ep_service_name: plan.provider === 'Easypaisa' ? easypaisaNameOf(plan.merchant) : null,
      jc_service_name: plan.provider === 'Jazzcash' ? plan.merchant.toLowerCase() : null,
      cc_service_name: plan.provider === 'Credit Card' ? plan.name : null,
      service_provider: plan.provider,
      operator_name: carrier ?? 'Stripe',
      currency: 'PKR',
      price: plan.type === 'Loan' ? '0.00' : '499.00',
      // spec 1 §9: the merchant share is 96%, the platform (PGW) takes 4%.
      merchant_share: '96.0000',
      walee_share: '4.0000',
      carrier_share: '0.0000',
      payout_share: plan.type === 'Loan' ? '1.5000' : '0.0000',
      service_type: plan.type,
      payment_methods: JSON.stringify(plan.methods),
      config: JSON.stringify(configOf(plan)),
      portal_url: `${site}/payments/complete`,
      // The sandbox merchant endpoint (same origin as the portal), so Send Notification reaches something real.
      notification_api: '/api/sandbox/merchant-notifications',
    });
    seeded.push({ ...service, name: plan.name, merchantId, merchantName: plan.merchant, provider: plan.provider, type: plan.type });
  });
  if (rows.length > 0) await db.insertInto('services').values(rows).execute();
  return seeded;
}

/** spec 2 §9: Easypaisa services are the merchant's name with the suffix '-easypaisa'. */
const easypaisaNameOf = (merchant: string) => `${merchant.toLowerCase()}-easypaisa`;

const storeAreas = ['Gulberg', 'Clifton', 'Blue Area', 'Saddar', 'DHA Phase 5'];

/** spec 2 §3 Store: one or two Easypaisa stores for every Easypaisa service. */
export async function seedStores(db: Kysely<DatabaseSchema>, random: SeededRandom, services: readonly SeededService[]): Promise<number> {
  let count = 0;
  for (const service of services.filter((s) => s.provider === 'Easypaisa')) {
    const stores = Array.from({ length: random.int(1, 2) }, () => ({
      id: random.recordId(),
      name: `${service.merchantName} ${random.pick(storeAreas)}`,
      ep_store_id: random.digits(6),
      ep_store_key: random.hex(32).toUpperCase(),
      ep_store_account_number: `0345${random.digits(7)}`,
      ep_service_name: easypaisaNameOf(service.merchantName),
      balance: random.amount(5_000_00, 900_000_00),
      merchant_id: service.merchantId,
    }));
    await db.insertInto('stores').values(stores).execute();
    await db
      .insertInto('service_stores')
      .values(stores.map((store) => ({ service_id: service.id, store_id: store.id })))
      .execute();
    count += stores.length;
  }
  return count;
}
