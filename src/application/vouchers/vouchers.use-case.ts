import { isVoucherVendor, onlyKnownVendorsMessage, type VoucherVendor } from '../../domain/vouchers/voucher-vendors';
import { AppError } from '../errors/app-error';
import { portMethods } from '../use-cases/port-methods';
import type { VouchersPort } from './vouchers.port';

const passedOn = [
  'vendors',
  'vouchers',
  'details',
  'vendorBalance',
  'rates',
  'addRate',
  'requests',
  'merchantBalances',
  'transactions',
  'quote',
  'purchase',
] as const;

export interface VouchersUseCases extends Pick<VouchersPort, (typeof passedOn)[number]> {
  /** spec 3 §5: any vendor but Unipin and Gamepoint is refused with the spec's message. */
  vendorOf: (name: string) => VoucherVendor;
}

export function vouchersUseCases({ vouchers }: { vouchers: VouchersPort }): VouchersUseCases {
  return {
    ...portMethods(vouchers, passedOn),
    vendorOf(name) {
      if (!isVoucherVendor(name)) throw new AppError('validation_failed', onlyKnownVendorsMessage, 'vendor');
      return name;
    },
  };
}
