import type { z } from 'zod';
import type { AccountTopUpSubmission } from '../../src/application/accounts/account-top-up.machine';
import type { AccountTopUp } from '../../src/application/accounts/merchants.port';
import type { AccountTransactionSubmission } from '../../src/application/payout-accounts/account-transaction.machine';
import type { AccountTransactionDraft } from '../../src/application/payout-accounts/payout-accounts.port';
import type { NewPayoutRequest } from '../../src/application/payouts/payouts.port';
import type { ServiceDraft } from '../../src/application/services/services.port';
import type { StoreDraft } from '../../src/application/stores/stores.port';
import type { VouchersPort } from '../../src/application/vouchers/vouchers.port';
import type { Decimal } from '../../src/domain/money/decimal';
import type { Money } from '../../src/domain/money/money';
import type { accountBalanceFormSchema } from '../../src/forms/account-balance.form-schema';
import type { accountTransactionFormSchema } from '../../src/forms/account-transaction.form-schema';
import type { addPayoutFormSchema } from '../../src/forms/add-payout.form-schema';
import type { serviceFormSchema } from '../../src/forms/service.form-schema';
import type { storeFormSchema } from '../../src/forms/store.form-schema';
import type { voucherRateFormSchema } from '../../src/forms/voucher-rate.form-schema';

// Checked by `npm run typecheck` (tsconfig includes tests/), never run. docs/style.md §6: what a money
// form hands on, and what its use-case and port take, holds no `number` at any depth: every figure
// is the domain's Money or Decimal (src/forms/figure-fields.ts). Each line fails the typecheck if a
// figure comes back as a number; tests/docs/exact-money-fields.test.ts scans every port by name.

/** Whether a number is anywhere in T, its exact figures (money, decimals) aside. */
type HoldsNumber<T> = T extends number
  ? true
  : T extends Money | Decimal | string | boolean | bigint | null | undefined
    ? false
    : T extends readonly (infer Item)[]
      ? HoldsNumber<Item>
      : T extends object
        ? true extends { [Name in keyof T]-?: HoldsNumber<T[Name]> }[keyof T]
          ? true
          : false
        : false;

const noNumber = <T>(_proof: HoldsNumber<T> extends false ? true : never): T | undefined => undefined;
const holdsNumber = <T>(_proof: HoldsNumber<T> extends true ? true : never): T | undefined => undefined;

export function exactValuesTypeChecks() {
  // The detector itself: a count or an amount as a number is found, exact figures are not.
  holdsNumber<{ amount: number }>(true);
  holdsNumber<{ charges: { value: number | null }[] }>(true);
  noNumber<{ amount: Money; rate: Decimal | null; name: string }>(true);

  // What each money form hands on.
  noNumber<z.output<typeof addPayoutFormSchema>>(true);
  noNumber<z.output<typeof accountTransactionFormSchema>>(true);
  noNumber<z.output<typeof accountBalanceFormSchema>>(true);
  noNumber<z.output<typeof storeFormSchema>>(true);
  noNumber<z.output<typeof serviceFormSchema>>(true);
  noNumber<z.output<typeof voucherRateFormSchema>>(true);

  // What the use-cases' machines carry and the ports take.
  noNumber<NewPayoutRequest>(true);
  noNumber<AccountTransactionSubmission>(true);
  noNumber<AccountTransactionDraft>(true);
  noNumber<AccountTopUpSubmission['topUp']>(true);
  noNumber<AccountTopUp>(true);
  noNumber<StoreDraft>(true);
  noNumber<ServiceDraft>(true);
  noNumber<Parameters<VouchersPort['addRate']>>(true);
}
