import { recoveryCodeKeyColumn } from './auth/recovery-code-key';
import { secondFactorSecretsColumn } from './auth/second-factor.service';
import type { SealedColumn } from './db/resealing';
import { idempotencyAnswersColumn } from './http/idempotency';
import { merchantSecretColumns } from './shared/merchant-secrets';
import { voucherPinsColumn } from './vouchers/voucher-pins';

/**
 * Every column of secret-box values, by the area that seals it: app.ts re-seals them after a rotation
 * (docs/decisions/0049-re-sealing-after-a-rotation.md). A store missing here keeps needing the previous
 * secret; `tests/docs/sealed-stores.test.ts` fails on a secret-box purpose no column here names.
 */
export const sealedColumns: readonly SealedColumn[] = [
  secondFactorSecretsColumn,
  recoveryCodeKeyColumn,
  ...merchantSecretColumns,
  idempotencyAnswersColumn,
  voucherPinsColumn,
];
