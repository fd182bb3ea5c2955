import { fromPromise } from 'xstate';
import { voucherPurchaseMachine } from '../../application/vouchers/voucher-purchase.machine';
import type { VouchersUseCases } from '../../application/vouchers/vouchers.use-case';

/** The purchase form's machine, its named effect given by the area's use-case (docs/style.md §5). */
export function vouchersMachines(vouchers: VouchersUseCases) {
  return {
    voucherPurchaseMachine: voucherPurchaseMachine.provide({
      actors: { submit: fromPromise(({ input }) => vouchers.purchase(input.values, input.idempotencyKey)) },
    }),
  };
}

/** What the voucher screens get from `useArea('vouchers')`. */
export type VouchersArea = VouchersUseCases & ReturnType<typeof vouchersMachines>;
