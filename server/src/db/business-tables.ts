import type { CarrierHistoryTable, MerchantBalanceTopUpsTable, MerchantHistoryTable } from './business/account.tables';
import type { GridCountsTable, ServicesTable, ServiceStoresTable, StoresTable } from './business/catalogue.tables';
import type { BlacklistsTable, ProductsTable } from './business/catalogue-records.tables';
import type {
  CheckoutAttemptsTable,
  CheckoutLogsTable,
  CheckoutNoncesTable,
  CheckoutNotificationsTable,
  CheckoutRequestsTable,
  CheckoutSessionsTable,
  SandboxProviderPaymentsTable,
} from './business/checkout.tables';
import type { AuditLogTable } from './business/audit.tables';
import type { CardProcessorEventsTable, CardProcessorPaymentsTable } from './business/card-processor.tables';
import type { DailyCollectionRollupsTable, DailyCollectionTotalsTable, DailyDepositRollupsTable, DailyPayoutRollupsTable } from './business/analytics.tables';
import type { IdempotencyKeysTable } from './business/idempotency.tables';
import type { RefundsTable, SettlementAdjustmentsTable } from './business/refund.tables';
import type {
  ProviderBookEntriesTable,
  ReconciliationDailyClaimsTable,
  ReconciliationLinesTable,
  ReconciliationRunsTable,
} from './business/reconciliation.tables';
import type { SignInChallengesTable, UserRecoveryCodesTable, UserSecondFactorsTable } from './business/second-factor.tables';
import type {
  AccountTransactionsTable,
  FileRecordsTable,
  LoanRequestsTable,
  PayoutAccountsTable,
  LoanRequestCountsTable,
  PayoutJobsTable,
  PayoutLedgerEntriesTable,
  PayoutUploadsTable,
} from './business/payout.tables';
import type { CsvJobsTable, SettlementsTable } from './business/report.tables';
import type { DailyReportCountsTable, DailyTransactionRollupsTable, TransactionsTable } from './business/transaction.tables';
import type { DailyVoucherRollupsTable, VoucherRatesTable, VoucherRequestsTable, VoucherTransactionsTable } from './business/voucher.tables';

/**
 * The business records of the portal (migration 0002-business). Each table's type lives with its
 * neighbours in `business/*.tables.ts`; money columns are exact decimal strings.
 */
export interface BusinessTables {
  services: ServicesTable;
  stores: StoresTable;
  service_stores: ServiceStoresTable;
  grid_counts: GridCountsTable;
  transactions: TransactionsTable;
  daily_transaction_rollups: DailyTransactionRollupsTable;
  daily_report_counts: DailyReportCountsTable;
  settlements: SettlementsTable;
  csv_jobs: CsvJobsTable;
  file_records: FileRecordsTable;
  loan_requests: LoanRequestsTable;
  payout_accounts: PayoutAccountsTable;
  account_transactions: AccountTransactionsTable;
  voucher_requests: VoucherRequestsTable;
  voucher_transactions: VoucherTransactionsTable;
  daily_voucher_rollups: DailyVoucherRollupsTable;
  voucher_rates: VoucherRatesTable;
  checkout_sessions: CheckoutSessionsTable;
  checkout_attempts: CheckoutAttemptsTable;
  idempotency_keys: IdempotencyKeysTable;
  checkout_logs: CheckoutLogsTable;
  checkout_requests: CheckoutRequestsTable;
  checkout_nonces: CheckoutNoncesTable;
  checkout_notifications: CheckoutNotificationsTable;
  sandbox_provider_payments: SandboxProviderPaymentsTable;
  blacklists: BlacklistsTable;
  products: ProductsTable;
  merchant_history: MerchantHistoryTable;
  carrier_history: CarrierHistoryTable;
  merchant_balance_top_ups: MerchantBalanceTopUpsTable;
  payout_ledger_entries: PayoutLedgerEntriesTable;
  audit_log: AuditLogTable;
  daily_collection_rollups: DailyCollectionRollupsTable;
  daily_collection_totals: DailyCollectionTotalsTable;
  daily_payout_rollups: DailyPayoutRollupsTable;
  daily_deposit_rollups: DailyDepositRollupsTable;
  payout_jobs: PayoutJobsTable;
  payout_uploads: PayoutUploadsTable;
  loan_request_counts: LoanRequestCountsTable;
  refunds: RefundsTable;
  settlement_adjustments: SettlementAdjustmentsTable;
  provider_book_entries: ProviderBookEntriesTable;
  card_processor_payments: CardProcessorPaymentsTable;
  card_processor_events: CardProcessorEventsTable;
  reconciliation_runs: ReconciliationRunsTable;
  reconciliation_daily_claims: ReconciliationDailyClaimsTable;
  reconciliation_lines: ReconciliationLinesTable;
  user_second_factors: UserSecondFactorsTable;
  user_recovery_codes: UserRecoveryCodesTable;
  sign_in_challenges: SignInChallengesTable;
}
