import type { Migration } from 'kysely/migration';
import { coreMigration } from './0001-core';
import { businessMigration } from './0002-business';
import { dashboardSuccessIndexMigration } from './0003-dashboard-success-index';
import { reportLookupsMigration } from './0004-report-lookups';
import { csvExportCursorMigration } from './0005-csv-export-cursor';
import { reportAmountOrderMigration } from './0006-report-amount-order';
import { merchantCarrierAccountsMigration } from './0007-merchant-carrier-accounts';
import { usersAndRolesMigration } from './0008-users-and-roles';
import { catalogueRecordsMigration } from './0009-catalogue-records';
import { signInLocksMigration } from './0010-sign-in-locks';
import { sessionActivityMigration } from './0011-session-activity';
import { payoutLedgerAndAuditLogMigration } from './0012-payout-ledger-and-audit-log';
import { payoutJobsMigration } from './0013-payout-jobs';
import { accountTransactionCorrectionsMigration } from './0014-account-transaction-corrections';
import { checkoutMigration } from './0015-checkout';
import { vouchersMigration } from './0016-vouchers';
import { analyticsRollupsMigration } from './0017-analytics-rollups';
import { refundsMigration } from './0018-refunds';
import { reportCoveringOrderMigration } from './0019-report-covering-order';
import { secondFactorMigration } from './0020-second-factor';
import { gridOrderIndexesMigration } from './0021-grid-order-indexes';
import { payoutUploadsMigration } from './0022-payout-uploads';
import { gridCountsMigration } from './0023-grid-counts';
import { voucherDailyCountsMigration } from './0024-voucher-daily-counts';
import { voucherPinSealingMigration } from './0025-voucher-pin-sealing';
import { msisdnTrigramMigration } from './0026-msisdn-trigram';
import { reportDailyCountsMigration } from './0027-report-daily-counts';
import { collectionDayTotalsMigration } from './0028-collection-day-totals';
import { voucherPageOrderMigration } from './0029-voucher-page-order';
import { voucherMsisdnByMonthMigration } from './0030-voucher-msisdn-by-month';
import { voucherOrderIdInPageIndexMigration } from './0031-voucher-order-id-in-page-index';
import { voucherMsisdnByWeekMigration } from './0032-voucher-msisdn-by-week';
import { idempotencyKeysMigration } from './0033-idempotency-keys';
import { checkoutAttemptsMigration } from './0034-checkout-attempts';
import { providerBooksMigration } from './0035-provider-books';
import { checkoutPaymentOperatorMigration } from './0036-checkout-payment-operator';
import { refundsInMoneyFiguresMigration } from './0037-refunds-in-money-figures';
import { cardProcessorMigration } from './0038-card-processor';
import { merchantPreviousSecretKeyMigration } from './0039-merchant-previous-secret-key';
import { refundReferencesMigration } from './0040-refund-references';
import type { MigrationContext } from '../migration-context';

/**
 * Every migration, in order. Names sort as they run; add a new file as `000N-<topic>.ts` and one
 * line here. Never rename or edit a migration that has shipped: data folders already recorded it.
 * The context reaches the few migrations that seal stored values with the server's secret.
 */
export const migrationList = (context: MigrationContext): ReadonlyArray<readonly [name: string, migration: Migration]> => [
  ['0001-core', coreMigration],
  ['0002-business', businessMigration],
  ['0003-dashboard-success-index', dashboardSuccessIndexMigration],
  ['0004-report-lookups', reportLookupsMigration],
  ['0005-csv-export-cursor', csvExportCursorMigration],
  ['0006-report-amount-order', reportAmountOrderMigration],
  ['0007-merchant-carrier-accounts', merchantCarrierAccountsMigration],
  ['0008-users-and-roles', usersAndRolesMigration],
  ['0009-catalogue-records', catalogueRecordsMigration],
  ['0010-sign-in-locks', signInLocksMigration],
  ['0011-session-activity', sessionActivityMigration],
  ['0012-payout-ledger-and-audit-log', payoutLedgerAndAuditLogMigration],
  ['0013-payout-jobs', payoutJobsMigration],
  ['0014-account-transaction-corrections', accountTransactionCorrectionsMigration],
  ['0015-checkout', checkoutMigration],
  ['0016-vouchers', vouchersMigration],
  ['0017-analytics-rollups', analyticsRollupsMigration],
  ['0018-refunds', refundsMigration],
  ['0019-report-covering-order', reportCoveringOrderMigration],
  ['0020-second-factor', secondFactorMigration],
  ['0021-grid-order-indexes', gridOrderIndexesMigration],
  ['0022-payout-uploads', payoutUploadsMigration],
  ['0023-grid-counts', gridCountsMigration],
  ['0024-voucher-daily-counts', voucherDailyCountsMigration],
  ['0025-voucher-pin-sealing', voucherPinSealingMigration(context)],
  ['0026-msisdn-trigram', msisdnTrigramMigration],
  ['0027-report-daily-counts', reportDailyCountsMigration],
  ['0028-collection-day-totals', collectionDayTotalsMigration],
  ['0029-voucher-page-order', voucherPageOrderMigration],
  ['0030-voucher-msisdn-by-month', voucherMsisdnByMonthMigration],
  ['0031-voucher-order-id-in-page-index', voucherOrderIdInPageIndexMigration],
  ['0032-voucher-msisdn-by-week', voucherMsisdnByWeekMigration],
  ['0033-idempotency-keys', idempotencyKeysMigration],
  ['0034-checkout-attempts', checkoutAttemptsMigration],
  ['0035-provider-books', providerBooksMigration],
  ['0036-checkout-payment-operator', checkoutPaymentOperatorMigration],
  ['0037-refunds-in-money-figures', refundsInMoneyFiguresMigration],
  ['0038-card-processor', cardProcessorMigration],
  ['0039-merchant-previous-secret-key', merchantPreviousSecretKeyMigration],
  ['0040-refund-references', refundReferencesMigration],
];
