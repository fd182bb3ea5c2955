import type { FastifyInstance } from 'fastify';
import {
  addVoucherRate,
  listVendors,
  listVoucherRequests,
  listVouchers,
  merchantVoucherBalance,
  purchaseVoucher,
  quoteVoucher,
  searchVoucherTransactions,
  vendorBalance,
  voucherDetails,
  voucherRates,
  voucherStocks,
} from '../../../src/contract/vouchers.contract';
import { merchantFilterOf, type OrganisationScope } from '../../../src/domain/organisation/organisation-scope';
import { businessDaysRangeUtc } from '../../../src/domain/time/business-day';
import { voucherVendors, type VoucherVendor } from '../../../src/domain/vouchers/voucher-vendors';
import { formatDecimal } from '../../../src/domain/money/decimal';
import { invalidInput, notFound } from '../http/api-failure';
import { registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import { wireAmount } from '../http/wire-values';
import type { VoucherVendorPort } from '../providers/voucher-vendor.port';
import type { VoucherPurchaseService } from './voucher-purchase.service';
import type { VoucherRatesService } from './voucher-rates.service';
import type { VoucherTransactionsRepository } from './voucher-transactions.repository';
import type { VouchersRepository, VoucherScope } from './vouchers.repository';
import { exchangeRateOf, merchantBalanceOf, voucherRequestOf, voucherTransactionOf } from './vouchers.wire-mapping';

export interface VouchersRoutesDeps {
  vouchers: VouchersRepository;
  rates: VoucherRatesService;
  transactions: VoucherTransactionsRepository;
  purchases: VoucherPurchaseService;
  vendors: ReadonlyMap<VoucherVendor, VoucherVendorPort>;
  businessTimeZone: string;
}

const view = ['Vouchers', 'viewAll'] as const;
const buy = ['Vouchers', 'purchase'] as const;

/** docs/spec/decisions.md §2: staff see every merchant's rows, a merchant its own, a carrier none. */
function scopeOf(scope: OrganisationScope): VoucherScope | 'none' {
  const filter = merchantFilterOf(scope);
  return typeof filter === 'string' ? filter : filter.merchantId;
}

export function registerVouchersRoutes(app: FastifyInstance, kit: RouteKit, deps: VouchersRoutesDeps): void {
  const { vouchers, transactions, purchases, vendors } = deps;
  const vendor = (name: VoucherVendor): VoucherVendorPort => {
    const port = vendors.get(name);
    if (port === undefined) throw new Error(`No adapter for ${name}`);
    return port;
  };

  registerCall(app, kit, listVendors, signedIn('organisation', view), async () => ({ data: voucherVendors.map((name) => ({ name })) }));

  registerCall(app, kit, listVouchers, signedIn('organisation', view), async ({ query }) => vendor(query.vendor).catalogue());

  registerCall(app, kit, voucherDetails, signedIn('organisation', view), async ({ query }) => {
    const details = await vendor(query.vendor).details(query.voucherId);
    return details ?? notFound(`${query.vendor} has no voucher ${query.voucherId}`);
  });

  // The platform's float with a vendor is the platform's business (docs/decisions/0032-vouchers.md).
  registerCall(app, kit, vendorBalance, signedIn('platform', view), async ({ query }) => {
    const { balance, currency } = await vendor(query.vendor).balance();
    return { data: { balance: wireAmount(balance), currency } };
  });

  registerCall(app, kit, voucherStocks, signedIn('organisation', view), async ({ query }) => {
    const stocks = await vendor('Unipin').stocks(query.voucherId);
    return stocks === null ? notFound(`Unipin has no voucher ${query.voucherId}`) : { data: stocks };
  });

  registerCall(app, kit, voucherRates, signedIn('organisation', view), async () => {
    const history = (await vouchers.rates('USD')).map(exchangeRateOf);
    return { current: history[0] ?? null, history };
  });

  // spec 3 §7 Add rate: a staff write with its own flag, recorded in the audit log with the rate.
  registerCall(app, kit, addVoucherRate, signedIn('platform', ['Vouchers', 'addRate']), async ({ body, actor }) => {
    // The body's schema read the rate once, exactly, and refused one that is not above 0 (src/forms/voucher-rate.form-schema.ts).
    const rate = formatDecimal(body.rate, 4);
    const row = await deps.rates.add(actor, rate, body.currency);
    return exchangeRateOf(row);
  });

  registerCall(app, kit, listVoucherRequests, signedIn('organisation', view), async ({ body, actor }) => {
    const scope = scopeOf(actor.scope);
    if (scope === 'none') return { voucherRequests: [], totalCount: 0 };
    const { rows, count } = await vouchers.requestsPage(scope, body.page, body.limit);
    return { voucherRequests: rows.map(voucherRequestOf), totalCount: count };
  });

  registerCall(app, kit, merchantVoucherBalance, signedIn('organisation', view), async ({ actor }) => {
    const scope = scopeOf(actor.scope);
    return { data: scope === 'none' ? [] : (await vouchers.merchantBalances(scope)).map(merchantBalanceOf) };
  });

  registerCall(app, kit, searchVoucherTransactions, signedIn('organisation', view), async ({ body, actor }) => {
    const merchantId = scopeOf(actor.scope);
    if (merchantId === 'none') return { subs: [], count: 0 };
    const filter = {
      dateFrom: body.dateFrom,
      dateTo: body.dateTo,
      ...businessDaysRangeUtc(body.dateFrom, body.dateTo, deps.businessTimeZone),
      merchantId,
      search: body.searchObj,
    };
    const sort =
      body.sortObj === undefined
        ? { field: 'transactionDate' as const, direction: 'desc' as const }
        : { field: body.sortObj.field, direction: body.sortObj.sortBy };
    const { rows, count } = await transactions.search(filter, { page: body.page, limit: body.limit, sort });
    return { subs: rows.map(voucherTransactionOf), count };
  });

  registerCall(app, kit, quoteVoucher, signedIn('organisation', buy), async ({ body, actor }) => purchases.quote(actor, body));

  registerCall(app, kit, purchaseVoucher, signedIn('organisation', buy), async ({ body, actor, idempotencyKey }) => {
    // The contract requires the key (registerCall refused a purchase without one); the vendor needs it.
    if (idempotencyKey === null) return invalidInput('An Idempotency-Key is required for this call', 'Idempotency-Key');
    return purchases.purchase(actor, body, idempotencyKey);
  });
}
