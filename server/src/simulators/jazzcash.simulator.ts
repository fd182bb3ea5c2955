import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { formatDecimal } from '../../../src/domain/money/decimal';
import { fromMinor, toDecimal } from '../../../src/domain/money/money';
import { sandboxMobiles } from '../providers/checkout.sandbox-adapter';
import { jazzcashSecureHash, hasValidJazzcashHash } from '../providers/jazzcash/jazzcash-secure-hash';
import { jazzcashMessages as messages, jazzcashStatusWord as statusWord } from './jazzcash.simulator-results';
import { type JazzcashCredentials, jazzcashCodes, jazzcashDateTime, jazzcashPaisa, jazzcashPaths } from '../providers/jazzcash/jazzcash-wire';
import { sandboxPayoutNumbers } from '../providers/payout-disbursal.sandbox-adapter';
import { forcedOutcomeOf, forcedRefundOutcomeOf, sandboxTestOrder } from '../providers/sandbox-test-orders';
import { answerWithFaults, textFields } from './simulator-answer';
import type { SimulatorParts } from './simulator-parts';
import { providerIdOf, type SimulatedRecord } from './simulator-store';

/** The customer's window: pp_TxnExpiryDateTime (Asia/Karachi) when readable, else an hour; SIMULATOR_PENDING_EXPIRY_MS overrides it. */
function expiryOf(fields: Record<string, string>, parts: SimulatorParts): string {
  const now = parts.now();
  if (parts.pendingExpiryMs !== undefined) return new Date(now.getTime() + parts.pendingExpiryMs).toISOString();
  const asked = DateTime.fromFormat(fields.pp_TxnExpiryDateTime ?? '', 'yyyyMMddHHmmss', { zone: 'Asia/Karachi' });
  return (asked.isValid ? asked.toJSDate() : new Date(now.getTime() + 60 * 60_000)).toISOString();
}

/** Paisa text to exact decimal text: "49900" is "499.00". */
function rupeesOf(paisa: string): string {
  return formatDecimal(toDecimal(fromMinor(BigInt(paisa), 'PKR')), 2);
}

/**
 * Jazzcash's REST API as a separate system (docs/providers.md): same paths and pp_ fields, pp_SecureHash
 * checked with the merchant's integrity salt and answers signed with it, its own records. The test
 * numbers of the in-process sandbox answer the same here.
 */
export function registerJazzcashSimulator(app: FastifyInstance, credentials: JazzcashCredentials, parts: SimulatorParts): void {
  const { store, faults } = parts;
  let sequence = 0;
  const signed = (fields: Record<string, string>) => ({ ...fields, pp_SecureHash: jazzcashSecureHash(fields, credentials.integritySalt) });
  const answer = (fields: Record<string, string>) => ({ status: 200, body: signed(fields) });
  /** The request itself refused: unsigned, as nothing was processed. */
  const refusal = (fields: Record<string, string>) => {
    if (!hasValidJazzcashHash(fields, credentials.integritySalt))
      return { pp_ResponseCode: jazzcashCodes.badHash, pp_ResponseMessage: 'Please provide valid value for pp_SecureHash' };
    if (fields.pp_MerchantID !== credentials.merchantId || fields.pp_Password !== credentials.password)
      return { pp_ResponseCode: jazzcashCodes.badField, pp_ResponseMessage: 'Please provide valid value for pp_MerchantID or pp_Password' };
    const missing = ['pp_TxnRefNo', 'pp_Amount', 'pp_MobileNumber'].find((name) => name in fields && !/\S/.test(fields[name] ?? ''));
    if (missing !== undefined || (fields.pp_Amount !== undefined && !/^\d{1,15}$/.test(fields.pp_Amount)))
      return { pp_ResponseCode: jazzcashCodes.badField, pp_ResponseMessage: `Please provide valid value for ${missing ?? 'pp_Amount'}` };
    return null;
  };
  const nextReference = () => {
    sequence += 1;
    return `${parts.now().getTime().toString().slice(-8)}${String(sequence).padStart(4, '0')}`;
  };
  const record = (fields: Record<string, string>, kind: SimulatedRecord['kind'], status: SimulatedRecord['status'], code: string, message: string) =>
    store.put({
      provider: 'jazzcash',
      kind,
      reference: fields.pp_TxnRefNo ?? '',
      status,
      amount: rupeesOf(fields.pp_Amount ?? '0'),
      mobile: fields.pp_MobileNumber ?? '',
      code,
      message,
      providerReference: nextReference(),
      attempts: (store.get('jazzcash', kind, fields.pp_TxnRefNo ?? '')?.attempts ?? 0) + 1,
      at: parts.now().toISOString(),
    });
  const paymentAnswer = (row: SimulatedRecord) =>
    answer({
      pp_ResponseCode: row.code,
      pp_ResponseMessage: row.message,
      pp_TxnRefNo: row.reference,
      pp_Amount: jazzcashPaisa(row.amount, 'PKR'),
      pp_TxnCurrency: 'PKR',
      pp_MobileNumber: row.mobile,
      pp_RetreivalReferenceNo: row.providerReference,
      pp_TxnDateTime: jazzcashDateTime(new Date(row.at)),
    });

  app.post(`/jazzcash${jazzcashPaths.payment}`, (request, reply) =>
    answerWithFaults(faults, 'jazzcash', reply, () => {
      const fields = textFields(request.body);
      const refused = refusal(fields);
      if (refused !== null) return { status: 200, body: refused };
      const known = store.get('jazzcash', 'payment', fields.pp_TxnRefNo ?? '');
      if (known !== undefined) return paymentAnswer(known);
      const mobile = fields.pp_MobileNumber ?? '';
      if (mobile === sandboxMobiles.paid) return paymentAnswer(record(fields, 'payment', 'paid', jazzcashCodes.paid, messages.paid));
      if (mobile === sandboxMobiles.failed) return paymentAnswer(record(fields, 'payment', 'failed', '001', messages.declined));
      const waiting = record(fields, 'payment', 'pending', jazzcashCodes.pending, messages.pending);
      return paymentAnswer(store.put({ ...waiting, expiresAt: expiryOf(fields, parts) }));
    }),
  );

  app.post(`/jazzcash${jazzcashPaths.inquiry}`, (request, reply) =>
    answerWithFaults(faults, 'jazzcash', reply, () => {
      const fields = textFields(request.body);
      const refused = refusal(fields);
      if (refused !== null) return { status: 200, body: refused };
      const reference = fields.pp_TxnRefNo ?? '';
      const forced = forcedOutcomeOf(reference);
      if (forced?.kind === 'timeout') return answer({ pp_ResponseCode: jazzcashCodes.timeout, pp_ResponseMessage: messages.timeout, pp_TxnRefNo: reference });
      if (forced?.kind === 'error') return answer({ pp_ResponseCode: jazzcashCodes.error, pp_ResponseMessage: messages.error, pp_TxnRefNo: reference });
      const row =
        forced?.kind === 'order'
          ? ({
              reference,
              status: forced.status === 'Success' ? 'paid' : forced.status === 'Failed' ? 'failed' : 'pending',
              code: forced.status === 'Success' ? jazzcashCodes.paid : forced.status === 'Failed' ? '001' : jazzcashCodes.pending,
              message: forced.failureMessage ?? (forced.status === 'Success' ? messages.paid : messages.pending),
              amount: sandboxTestOrder.amount,
              mobile: sandboxTestOrder.msisdn,
              providerReference: `SBX${reference.length}`,
              at: parts.now().toISOString(),
            } as const)
          : forced === null
            ? (store.get('jazzcash', 'payment', reference) ?? store.get('jazzcash', 'disbursement', reference))
            : undefined;
      if (row === undefined) return answer({ pp_ResponseCode: jazzcashCodes.notFound, pp_ResponseMessage: messages.notFound, pp_TxnRefNo: reference });
      return answer({
        pp_ResponseCode: jazzcashCodes.paid,
        pp_ResponseMessage: 'Operation completed successfully.',
        pp_TxnRefNo: row.reference,
        pp_Amount: jazzcashPaisa(row.amount, 'PKR'),
        pp_TxnCurrency: 'PKR',
        pp_MobileNumber: row.mobile,
        pp_Status: statusWord[row.status],
        pp_PaymentResponseCode: row.status === 'refunded' ? jazzcashCodes.paid : row.code,
        pp_PaymentResponseMessage: row.message,
        pp_RetreivalReferenceNo: row.providerReference,
        pp_TxnDateTime: jazzcashDateTime(new Date(row.at)),
      });
    }),
  );

  app.post(`/jazzcash${jazzcashPaths.refund}`, (request, reply) =>
    answerWithFaults(faults, 'jazzcash', reply, () => {
      const fields = textFields(request.body);
      const refused = refusal(fields);
      if (refused !== null) return { status: 200, body: refused };
      const reference = fields.pp_TxnRefNo ?? '';
      const declined = (message: string) => answer({ pp_ResponseCode: jazzcashCodes.refundDeclined, pp_ResponseMessage: message, pp_TxnRefNo: reference });
      const forced = forcedRefundOutcomeOf(reference);
      if (forced === 'declined') return declined('Refund declined: the customer wallet is blocked');
      if (forced === 'timeout') return answer({ pp_ResponseCode: jazzcashCodes.timeout, pp_ResponseMessage: messages.timeout, pp_TxnRefNo: reference });
      if (forced === 'error') return answer({ pp_ResponseCode: jazzcashCodes.error, pp_ResponseMessage: messages.error, pp_TxnRefNo: reference });
      const payment = store.get('jazzcash', 'payment', reference);
      if (payment === undefined) return answer({ pp_ResponseCode: jazzcashCodes.notFound, pp_ResponseMessage: messages.notFound, pp_TxnRefNo: reference });
      if (payment.status === 'refunded') return declined('Transaction is already refunded');
      if (payment.status !== 'paid') return declined('Only a completed transaction can be refunded');
      if (BigInt(fields.pp_Amount ?? '0') > BigInt(jazzcashPaisa(payment.amount, 'PKR'))) return declined('Refund amount is more than the transaction amount');
      const refund = record({ ...fields, pp_MobileNumber: payment.mobile }, 'refund', 'paid', jazzcashCodes.paid, 'Refund completed successfully.');
      store.put({ ...payment, status: 'refunded' });
      return answer({
        pp_ResponseCode: jazzcashCodes.paid,
        pp_ResponseMessage: refund.message,
        pp_TxnRefNo: reference,
        pp_RefundTxnRefNo: providerIdOf(refund),
        pp_Amount: fields.pp_Amount ?? '',
        pp_MobileNumber: payment.mobile,
      });
    }),
  );

  app.post(`/jazzcash${jazzcashPaths.disbursement}`, (request, reply) =>
    answerWithFaults(faults, 'jazzcash', reply, () => {
      const fields = textFields(request.body);
      const refused = refusal(fields);
      if (refused !== null) return { status: 200, body: refused };
      const known = store.get('jazzcash', 'disbursement', fields.pp_TxnRefNo ?? '');
      if (known?.status === 'paid') return paymentAnswer(known);
      const wallet = fields.pp_MobileNumber ?? '';
      if (wallet === sandboxPayoutNumbers.refused)
        return paymentAnswer(record(fields, 'disbursement', 'failed', jazzcashCodes.noAccount, 'Invalid wallet account'));
      if (wallet === sandboxPayoutNumbers.timeout || (wallet === sandboxPayoutNumbers.slow && (known?.attempts ?? 0) < 1))
        return paymentAnswer(record(fields, 'disbursement', 'pending', jazzcashCodes.timeout, 'No response from the wallet switch'));
      return paymentAnswer(record(fields, 'disbursement', 'paid', jazzcashCodes.paid, `Paid ${rupeesOf(fields.pp_Amount ?? '0')} PKR to ${wallet}`));
    }),
  );
}
