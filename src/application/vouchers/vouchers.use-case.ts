import { isVoucherVendor, onlyKnownVendorsMessage, type VoucherVendor } from '../../domain/vouchers/voucher-vendors';
import { AppError } from '../errors/app-error';
import type { VouchersPort } from './vouchers.port';

export interface VouchersUseCases extends VouchersPort {
  /** spec 3 §5: any vendor but Unipin and Gamepoint is refused with the spec's message. */
  vendorOf: (name: string) => VoucherVendor;
}

export function vouchersUseCases({ vouchers }: { vouchers: VouchersPort }): VouchersUseCases {
  return {
    vendors: () => vouchers.vendors(),
    vouchers: (vendor) => vouchers.vouchers(vendor),
    details: (vendor, voucherId) => vouchers.details(vendor, voucherId),
    vendorBalance: (vendor) => vouchers.vendorBalance(vendor),
    rates: () => vouchers.rates(),
    addRate: (rate) => vouchers.addRate(rate),
    requests: (page, pageSize) => vouchers.requests(page, pageSize),
    merchantBalances: () => vouchers.merchantBalances(),
    transactions: (query) => vouchers.transactions(query),
    quote: (choice) => vouchers.quote(choice),
    purchase: (purchase, key) => vouchers.purchase(purchase, key),
    vendorOf(name) {
      if (!isVoucherVendor(name)) throw new AppError('validation_failed', onlyKnownVendorsMessage, 'vendor');
      return name;
    },
  };
}
