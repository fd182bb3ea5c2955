import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { toAmountString } from '../../../src/domain/money/money';
import type { AddPayoutFormValues } from '../../../src/forms/add-payout.form-schema';
import type { DatabaseSchema } from '../db/database-schema';
import { isUniqueViolation } from '../db/database-errors';
import { newRecordId } from '../db/record-id';
import { conflict, type ApiFailure } from '../http/api-failure';
import type { Actor } from '../http/actor';
import { AuditLog } from '../db/audit-log';
import type { WritingMerchant } from '../shared/merchant-of-write';

type Db = Kysely<DatabaseSchema>;

export interface AddedPayoutRequest {
  id: string;
  loanId: string;
}

/**
 * spec 3 §5 Add payout: a new Pending request. A submission's idempotency key is answered before
 * this runs: a repeat (a retry, a double click, two tabs) gets the first answer (docs/decisions/0021-idempotency.md).
 */
export class AddPayoutService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async add(actor: Actor, merchant: WritingMerchant, values: AddPayoutFormValues): Promise<AddedPayoutRequest | ApiFailure> {
    // The form's schema read the amount once, exactly, in rupees (src/forms/add-payout.form-schema.ts).
    const { amount } = values;
    const id = newRecordId();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const number = await sql<{ n: string }>`select nextval('loan_request_numbers')::text as n`.execute(trx);
        const loanId = `LN${String(number.rows[0]?.n ?? '0').padStart(8, '0')}`;
        const now = this.now();
        await trx
          .insertInto('loan_requests')
          .values({
            id,
            loan_id: loanId,
            merchant_id: merchant.merchantId,
            merchant_order_id: values.merchantOrderId,
            amount: toAmountString(amount),
            payout_type: values.payoutType,
            bank_name: values.bankName,
            bank_no: values.bankNo,
            cert_name: values.certName,
            cert_id: values.certId,
            beneficiary_email: values.beneficiaryEmail === undefined || values.beneficiaryEmail === '' ? null : values.beneficiaryEmail,
            msisdn: values.msisdn,
            description: values.description,
            created_by: actor.userId,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await AuditLog.record(trx, {
          actor: { userId: actor.userId },
          action: 'payout.added',
          target: { type: 'loan-request', id },
          details: { loanId, merchantId: merchant.merchantId, amount: toAmountString(amount), bankName: values.bankName },
        });
        return { id, loanId };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return conflict('A payout request with this merchant order ID already exists', 'merchantOrderId');
    }
  }
}
