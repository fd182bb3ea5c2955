import { addMoney, money, toAmountString, zeroOf } from '../../../src/domain/money/money';
import type { Insertable } from 'kysely';
import type { FileRecordsTable, LoanRequestsTable, PayoutStatus } from '../db/business/payout.tables';
import type { SeededRandom } from './seeded-random';

const people = [
  'Ali Raza',
  'Ayesha Khan',
  'Bilal Ahmed',
  'Fatima Noor',
  'Hamza Iqbal',
  'Sana Tariq',
  'Usman Ghani',
  'Zainab Malik',
  'Omer Farooq',
  'Hira Shah',
];
const purposes = ['Salary advance', 'Nano loan disbursement', 'Vendor payment', 'Refund to customer', 'Cash back reward'];
const retryReasons = ['Operator timeout, retrying', 'Store balance low, retrying', 'Provider busy, will retry'];
const rejections = ['Account does not exist', 'Beneficiary CNIC does not match the wallet', 'Rejected by platform review'];
const banks = [
  { name: 'HBL', code: 'HABB' },
  { name: 'Meezan Bank', code: 'MEZN' },
];

export interface PayoutRequestPlan {
  merchantId: string;
  merchantName: string;
  count: number;
}

const minute = 60_000;
const day = 24 * 60 * minute;

function statusOf(random: SeededRandom): PayoutStatus {
  const roll = random.next();
  return roll < 0.6 ? 'Approved' : roll < 0.75 ? 'Rejected' : 'Pending';
}

/**
 * Payout requests (spec 3 §3) over the last 60 days: mostly wallet payouts to Easypaisa or
 * Jazzcash, a few bank payouts; Pending ones carry the auto-payout job's next try.
 */
export function planPayoutRequests(
  random: SeededRandom,
  plans: readonly PayoutRequestPlan[],
  adminId: string | null,
  now: Date,
): Insertable<LoanRequestsTable>[] {
  let payoutNumber = 1000;
  return plans.flatMap((plan) =>
    Array.from({ length: plan.count }, (_, index): Insertable<LoanRequestsTable> => {
      const status = statusOf(random);
      const createdAt = new Date(now.getTime() - random.int(10 * minute, 60 * day));
      const bank = random.next() < 0.1 ? random.pick(banks) : undefined;
      const wallet = random.pick(['Easypaisa', 'Jazzcash']);
      const msisdn = `03${random.digits(9)}`;
      const person = random.pick(people);
      payoutNumber += 1;
      return {
        id: random.recordId(),
        loan_id: `LN${String(payoutNumber).padStart(8, '0')}`,
        merchant_id: plan.merchantId,
        merchant_order_id: `${plan.merchantName.slice(0, 3).toUpperCase()}-PO-${String(index + 1).padStart(5, '0')}`,
        amount: random.amount(1_000_00, 50_000_00),
        status,
        payout_type: bank === undefined ? 'WALLET' : 'BANK',
        bank_name: bank?.name ?? wallet,
        bank_code: bank?.code ?? null,
        bank_no: bank === undefined ? msisdn : `PK${random.digits(2)}${bank.code}${random.digits(16)}`,
        cert_name: person,
        cert_id: `${random.digits(5)}-${random.digits(7)}-${random.digits(1)}`,
        beneficiary_email: `${person.toLowerCase().replace(' ', '.')}@mail.example`,
        msisdn,
        description: random.pick(purposes),
        message: status === 'Rejected' ? random.pick(rejections) : status === 'Approved' ? 'Payout successful' : null,
        job_next_try: status === 'Pending' ? new Date(now.getTime() + random.int(-30, 90) * minute) : null,
        job_next_try_reason: status === 'Pending' ? random.pick(retryReasons) : null,
        provider_reference: status === 'Approved' ? random.digits(11) : null,
        created_by: adminId,
        decided_by: status === 'Pending' ? null : adminId,
        decided_at: status === 'Pending' ? null : new Date(Math.min(createdAt.getTime() + random.int(5, 240) * minute, now.getTime() - minute)),
        created_at: createdAt,
        updated_at: createdAt,
      };
    }),
  );
}

/**
 * Three uploaded decision files (spec 3 §3 File record), each deciding some of the decided
 * requests; rows with another status were discarded and counted as Pending (spec 3 §4).
 */
export function planFileRecords(
  random: SeededRandom,
  requests: Insertable<LoanRequestsTable>[],
  adminId: string | null,
  now: Date,
): Insertable<FileRecordsTable>[] {
  const decided = requests.filter((request) => request.status !== 'Pending');
  const files: Insertable<FileRecordsTable>[] = [];
  for (let index = 0; index < 3; index += 1) {
    const batch = decided.filter((_, position) => position % 4 === index);
    if (batch.length === 0) continue;
    const dates = batch.map((request) => new Date(request.created_at as Date).getTime());
    const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const invalid = random.int(0, 2);
    const approved = batch.filter((request) => request.status === 'Approved').length;
    // Uploaded some hours after its newest request, and never later than the seed runs.
    const stamp = Math.min(Math.max(...dates) + 6 * 3_600_000, now.getTime() - minute);
    const file: Insertable<FileRecordsTable> = {
      id: random.recordId(),
      original_name: `payouts-${dateOf(stamp)}.xlsx`,
      file_name: `${stamp}-payouts-${dateOf(stamp)}.xlsx`,
      size: random.int(9_000, 40_000),
      no_of_transactions: batch.length + invalid,
      updated_records: batch.length,
      approved_count: approved,
      rejected_count: batch.length - approved,
      invalid_count: invalid,
      invalid_statuses: JSON.stringify(Array.from({ length: invalid }, () => random.pick(['Processing', 'Hold', '']))),
      amount: sumAmounts(batch.map((request) => request.amount)),
      date_from: dateOf(Math.min(...dates)),
      date_to: dateOf(Math.max(...dates)),
      uploaded_by: adminId,
      created_at: new Date(stamp),
    };
    files.push(file);
    for (const request of batch) request.file_record_id = file.id as string;
  }
  return files;
}

/** Exact sum of PKR amount texts (docs/spec/decisions.md §3: no binary floating point). */
export function sumAmounts(amounts: readonly string[]): string {
  return toAmountString(amounts.reduce((total, amount) => addMoney(total, money(amount, 'PKR')), zeroOf('PKR')));
}
