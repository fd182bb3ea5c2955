import type { Insertable, Kysely } from 'kysely';
import { decimal } from '../../../src/domain/money/decimal';
import { toAmountString } from '../../../src/domain/money/money';
import { voucherConfigDefaults } from '../../../src/domain/services/voucher-config';
import { priceVoucher, sameCurrencyRate, voucherConfigDecimals } from '../../../src/domain/vouchers/voucher-pricing';
import type { VoucherOutcome, VoucherRequestsTable, VoucherTransactionsTable, VoucherVendor } from '../db/business/voucher.tables';
import type { DatabaseSchema } from '../db/database-schema';
import type { SeededService } from './demo-services';
import type { SeededRandom } from './seeded-random';

interface VoucherProduct {
  code: string;
  name: string;
  amount: string;
}

// docs/spec/decisions.md §4: Unipin and Gamepoint are the voucher vendors; vendor prices in PKR.
const catalogue: Readonly<Record<VoucherVendor, readonly VoucherProduct[]>> = {
  Unipin: [
    { code: 'UPN-PUBGM-60', name: 'PUBG Mobile 60 UC', amount: '280.00' },
    { code: 'UPN-FF-100', name: 'Free Fire 100 Diamonds', amount: '290.00' },
    { code: 'UPN-MLBB-86', name: 'Mobile Legends 86 Diamonds', amount: '420.00' },
    { code: 'UPN-VAL-475', name: 'Valorant 475 Points', amount: '1350.00' },
  ],
  Gamepoint: [
    { code: 'GP-GI-60', name: 'Genshin Impact 60 Genesis Crystals', amount: '300.00' },
    { code: 'GP-CODM-80', name: 'Call of Duty Mobile 80 CP', amount: '310.00' },
    { code: 'GP-HOK-80', name: 'Honor of Kings 80 Tokens', amount: '285.00' },
  ],
};
const buyers = ['ahmed.gamer', 'sara_plays', 'zain99', 'hiba.k', 'noman_fps', 'maryam.q'];
const rates = ['278.4500', '279.1200', '280.0500', '281.0000'];
const day = 86_400_000;

function outcomeOf(random: SeededRandom): VoucherOutcome {
  const roll = random.next();
  return roll < 0.9 ? 'SUCCESS' : roll < 0.97 ? 'FAILED' : 'PENDING';
}

/**
 * Voucher rates, requests and their payments (spec 3 §3): Multiverse sells Unipin vouchers,
 * Techlets Gamepoint. Each sale is priced as a purchase is (`priceVoucher`, with the service's
 * voucher configuration, spec 2 §9 defaults), so seeded and new sales split the money the same way.
 */
export async function seedVouchers(
  db: Kysely<DatabaseSchema>,
  random: SeededRandom,
  services: readonly SeededService[],
  adminId: string | null,
  now: Date,
): Promise<{ rates: number; requests: number; transactions: number }> {
  const rateRows = rates.map((rate, index) => ({
    id: random.recordId(),
    rate,
    currency: 'USD',
    created_by: adminId,
    created_at: new Date(now.getTime() - (rates.length - index) * 30 * day),
  }));
  await db.insertInto('voucher_rates').values(rateRows).execute();

  const requests: Insertable<VoucherRequestsTable>[] = [];
  const payments: Insertable<VoucherTransactionsTable>[] = [];
  const voucherServices = services.filter((service) => service.type === 'Voucher');
  const config = voucherConfigDecimals(voucherConfigDefaults);
  if (config === null) throw new Error('the voucher defaults are not decimal figures');
  voucherServices.forEach((service, serviceIndex) => {
    const vendor: VoucherVendor = serviceIndex % 2 === 0 ? 'Unipin' : 'Gamepoint';
    for (let index = 0; index < 40; index += 1) {
      const product = random.pick(catalogue[vendor]);
      const status = outcomeOf(random);
      const createdAt = new Date(now.getTime() - random.int(0, 90 * day));
      const buyer = random.pick(buyers);
      const reference = `${vendor === 'Unipin' ? 'UP' : 'GP'}${random.digits(12)}`;
      const requestId = random.recordId();
      const price = priceVoucher({ vendorPrice: decimal(product.amount), exchangeRate: sameCurrencyRate, config, currency: 'PKR' });
      const figures = {
        vendorPrice: product.amount,
        vendorCurrency: 'PKR',
        exchangeRate: '1',
        faceValue: toAmountString(price.faceValue),
        customerPrice: toAmountString(price.customerPrice),
        vendorPayment: toAmountString(price.vendorPayment),
        withholdingTaxAmount: toAmountString(price.withholdingTax),
        repatriationCostAmount: toAmountString(price.repatriationCost),
        carrierShare: toAmountString(price.carrierShare),
        margin: toAmountString(price.margin),
        platformShare: toAmountString(price.platformShare),
        merchantShare: toAmountString(price.merchantShare),
      };
      requests.push({
        id: requestId,
        merchant_id: service.merchantId,
        service_id: service.id,
        source: vendor,
        product_code: product.code,
        product_name: product.name,
        amount: figures.customerPrice,
        currency: 'PKR',
        status,
        response_payload: JSON.stringify({ reference_no: reference, order: { product_code: product.code, quantity: 1, status } }),
        financial_summary: JSON.stringify({
          salesRate: voucherConfigDefaults.salesRate.value,
          vendorMargin: voucherConfigDefaults.vendorMargin.value,
          withholdingTax: voucherConfigDefaults.withholdingTax.value,
          repatriationCost: voucherConfigDefaults.repatriationCost.value,
          merchantCost: voucherConfigDefaults.merchantCost.value,
          voucherConfig: voucherConfigDefaults,
          ...figures,
          // The USD rate of the day (voucher_rates); drawn as before, so the demo data after it stays the same.
          usdRate: random.pick(rates),
        }),
        created_at: createdAt,
      });
      payments.push({
        id: random.recordId(),
        payment_transaction_id: `VT${random.digits(10)}`,
        payment_order_id: `${service.merchantName.slice(0, 3).toUpperCase()}-V-${String(serviceIndex * 1000 + index + 1).padStart(6, '0')}`,
        source: vendor,
        merchant_id: service.merchantId,
        service_id: service.id,
        voucher_request_id: requestId,
        users: JSON.stringify([{ userName: buyer, userMsisdn: `03${random.digits(9)}`, email: `${buyer}@mail.example` }]),
        product_name: product.name,
        product_code: product.code,
        amount: figures.customerPrice,
        currency: 'PKR',
        status,
        carrier_share_value: figures.carrierShare,
        merchant_share_value: figures.merchantShare,
        walee_share_value: figures.platformShare,
        created_at: createdAt,
      });
    }
  });
  if (requests.length > 0) {
    await db.insertInto('voucher_requests').values(requests).execute();
    await db.insertInto('voucher_transactions').values(payments).execute();
  }
  return { rates: rateRows.length, requests: requests.length, transactions: payments.length };
}
