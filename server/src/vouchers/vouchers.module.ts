import * as vouchersContract from '../../../src/contract/vouchers.contract';
import type { VoucherVendor } from '../../../src/domain/vouchers/voucher-vendors';
import { providerPort } from '../providers/provider-port';
import { GamepointSandboxAdapter } from '../providers/gamepoint.sandbox-adapter';
import { UnipinSandboxAdapter } from '../providers/unipin.sandbox-adapter';
import type { VoucherVendorPort } from '../providers/voucher-vendor.port';
import type { ServerModule } from '../server-module';
import { VoucherPurchaseService } from './voucher-purchase.service';
import { VoucherTransactionsRepository } from './voucher-transactions.repository';
import { VouchersRepository } from './vouchers.repository';
import { VoucherRatesService } from './voucher-rates.service';
import { registerVouchersRoutes } from './vouchers.routes';

/** The one place that picks the voucher vendors' adapters (the sandboxes: README "Voucher sandbox"). */
export const vouchersModule: ServerModule = {
  name: 'vouchers',
  contracts: [vouchersContract],
  register(app, deps) {
    const { db } = deps.database;
    const providers = { metrics: deps.metrics, faults: deps.config.sandboxFaults };
    const vendors = new Map<VoucherVendor, VoucherVendorPort>([
      ['Unipin', providerPort<VoucherVendorPort>(new UnipinSandboxAdapter(), 'unipin', providers)],
      ['Gamepoint', providerPort<VoucherVendorPort>(new GamepointSandboxAdapter(), 'gamepoint', providers)],
    ]);
    const vouchers = new VouchersRepository(db);
    registerVouchersRoutes(app, deps.kit, {
      vouchers,
      rates: new VoucherRatesService(db),
      transactions: new VoucherTransactionsRepository(db),
      purchases: new VoucherPurchaseService({ db, vouchers, vendors }),
      vendors,
      businessTimeZone: deps.config.businessTimeZone,
    });
  },
};
