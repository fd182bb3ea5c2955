import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compareDecimal, parseDecimal } from '../../../src/domain/money/decimal';
import { sandboxMobiles } from '../providers/checkout.sandbox-adapter';
import { type EasypaisaCredentials, easypaisaAmount, easypaisaCodes, easypaisaCredentialsHeader, easypaisaPaths } from '../providers/easypaisa/easypaisa-wire';
import { sandboxPayoutNumbers } from '../providers/payout-disbursal.sandbox-adapter';
import { forcedOutcomeOf, forcedRefundOutcomeOf, sandboxTestOrder } from '../providers/sandbox-test-orders';
import { answerWithFaults, textFields } from './simulator-answer';
import { easypaisaPendingWindowMs, easypaisaStatusWord as statusWord } from './easypaisa.simulator-results';
import type { SimulatorParts } from './simulator-parts';
import { providerIdOf, type SimulatedRecord } from './simulator-store';

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Easypaisa's easypay-service REST API as a separate system (docs/providers.md): same paths and JSON
 * fields, the `Credentials` header and storeId checked (HTTP 401, responseCode 0005 when wrong), its
 * own records, the in-process sandbox's test numbers.
 */
export function registerEasypaisaSimulator(app: FastifyInstance, credentials: EasypaisaCredentials, parts: SimulatorParts): void {
  const { store, faults } = parts;
  const expectedHeader = easypaisaCredentialsHeader(credentials);
  let sequence = 0;
  const ok = (body: Record<string, string>) => ({ status: 200, body });
  const refusal = (request: FastifyRequest, fields: Record<string, string>, amountField: string | null) => {
    const header = request.headers.credentials;
    if (typeof header !== 'string' || !sameText(header, expectedHeader))
      return { status: 401, body: { responseCode: easypaisaCodes.badCredentials, responseDesc: 'Invalid credentials' } };
    if (fields.storeId !== credentials.storeId) return ok({ responseCode: easypaisaCodes.badField, responseDesc: 'Invalid storeId' });
    if (!/\S/.test(fields.orderId ?? '')) return ok({ responseCode: easypaisaCodes.badField, responseDesc: 'orderId is required' });
    if (amountField !== null) {
      const amount = parseDecimal(fields[amountField] ?? '', 2);
      if (!amount.ok || amount.value.units <= 0n)
        return ok({ responseCode: easypaisaCodes.badField, responseDesc: `${amountField} must be a positive amount with at most two decimals` });
    }
    return null;
  };
  const record = (
    orderId: string,
    kind: SimulatedRecord['kind'],
    status: SimulatedRecord['status'],
    amount: string,
    mobile: string,
    code: string,
    message: string,
  ) => {
    sequence += 1;
    return store.put({
      provider: 'easypaisa',
      kind,
      reference: orderId,
      status,
      amount: easypaisaAmount(amount),
      mobile,
      code,
      message,
      providerReference: `${parts.now().getTime().toString().slice(-8)}${String(sequence).padStart(4, '0')}`,
      attempts: (store.get('easypaisa', kind, orderId)?.attempts ?? 0) + 1,
      at: parts.now().toISOString(),
    });
  };
  const paymentAnswer = (row: SimulatedRecord) =>
    ok({
      orderId: row.reference,
      storeId: credentials.storeId,
      transactionId: row.providerReference,
      transactionDateTime: row.at,
      responseCode: row.code,
      responseDesc: row.message,
    });

  app.post(`/easypaisa${easypaisaPaths.payment}`, (request, reply) =>
    answerWithFaults(faults, 'easypaisa', reply, () => {
      const fields = textFields(request.body);
      const refused = refusal(request, fields, 'transactionAmount');
      if (refused !== null) return refused;
      const orderId = fields.orderId ?? '';
      const known = store.get('easypaisa', 'payment', orderId);
      if (known !== undefined) return paymentAnswer(known);
      const mobile = fields.mobileAccountNo ?? '';
      const amount = fields.transactionAmount ?? '0';
      if (mobile === sandboxMobiles.paid) return paymentAnswer(record(orderId, 'payment', 'paid', amount, mobile, easypaisaCodes.success, 'SUCCESS'));
      if (mobile === sandboxMobiles.failed)
        return paymentAnswer(record(orderId, 'payment', 'failed', amount, mobile, easypaisaCodes.declined, 'Customer rejected the payment'));
      const waiting = record(orderId, 'payment', 'pending', amount, mobile, easypaisaCodes.timeout, 'The customer has not approved the payment yet');
      const window = parts.pendingExpiryMs ?? easypaisaPendingWindowMs;
      return paymentAnswer(store.put({ ...waiting, expiresAt: new Date(parts.now().getTime() + window).toISOString() }));
    }),
  );

  app.post(`/easypaisa${easypaisaPaths.inquiry}`, (request, reply) =>
    answerWithFaults(faults, 'easypaisa', reply, () => {
      const fields = textFields(request.body);
      const refused = refusal(request, fields, null);
      if (refused !== null) return refused;
      const orderId = fields.orderId ?? '';
      const forced = forcedOutcomeOf(orderId);
      if (forced?.kind === 'timeout') return ok({ orderId, responseCode: easypaisaCodes.timeout, responseDesc: 'Request timed out at operator end' });
      if (forced?.kind === 'error')
        return ok({ orderId, responseCode: easypaisaCodes.error, responseDesc: 'Internal system error, unable to process request' });
      const row =
        forced?.kind === 'order'
          ? {
              reference: orderId,
              status: forced.status === 'Success' ? ('paid' as const) : forced.status === 'Failed' ? ('failed' as const) : ('pending' as const),
              amount: sandboxTestOrder.amount,
              mobile: sandboxTestOrder.msisdn,
              providerReference: `SBX${orderId.length}`,
              message: forced.failureMessage ?? '',
              at: parts.now().toISOString(),
            }
          : forced === null
            ? (store.get('easypaisa', 'payment', orderId) ?? store.get('easypaisa', 'disbursement', orderId))
            : undefined;
      if (row === undefined) return ok({ orderId, responseCode: easypaisaCodes.notFound, responseDesc: 'Transaction not found against the given order id' });
      return ok({
        orderId: row.reference,
        storeId: credentials.storeId,
        ...(credentials.accountNum === undefined ? {} : { accountNum: credentials.accountNum }),
        transactionId: row.providerReference,
        transactionStatus: statusWord[row.status],
        transactionAmount: row.amount,
        transactionDateTime: row.at,
        msisdn: row.mobile,
        paymentMode: 'MA',
        responseCode: easypaisaCodes.success,
        responseDesc: 'SUCCESS',
        ...((row.status === 'failed' || row.status === 'expired') && row.message !== '' ? { errorReason: row.message } : {}),
      });
    }),
  );

  app.post(`/easypaisa${easypaisaPaths.refund}`, (request, reply) =>
    answerWithFaults(faults, 'easypaisa', reply, () => {
      const fields = textFields(request.body);
      const refused = refusal(request, fields, 'refundAmount');
      if (refused !== null) return refused;
      const orderId = fields.orderId ?? '';
      const declined = (responseDesc: string) => ok({ orderId, responseCode: easypaisaCodes.declined, responseDesc });
      const forced = forcedRefundOutcomeOf(orderId);
      if (forced === 'declined') return declined('Refund declined: the customer wallet is blocked');
      if (forced === 'timeout') return ok({ orderId, responseCode: easypaisaCodes.timeout, responseDesc: 'Request timed out at operator end' });
      if (forced === 'error') return ok({ orderId, responseCode: easypaisaCodes.error, responseDesc: 'Internal system error, unable to process request' });
      const payment = store.get('easypaisa', 'payment', orderId);
      if (payment === undefined)
        return ok({ orderId, responseCode: easypaisaCodes.notFound, responseDesc: 'Transaction not found against the given order id' });
      if (payment.status === 'refunded') return declined('Transaction is already refunded');
      if (payment.status !== 'paid') return declined('Only a paid transaction can be refunded');
      const amount = easypaisaAmount(fields.refundAmount ?? '0');
      if (compareDecimal(parseDecimalOrZero(amount), parseDecimalOrZero(payment.amount)) > 0)
        return declined('Refund amount is more than the transaction amount');
      const refund = record(orderId, 'refund', 'paid', amount, payment.mobile, easypaisaCodes.success, 'SUCCESS');
      store.put({ ...payment, status: 'refunded' });
      return ok({
        orderId,
        responseCode: easypaisaCodes.success,
        responseDesc: 'SUCCESS',
        refundTransactionId: providerIdOf(refund),
        refundAmount: amount,
      });
    }),
  );

  app.post(`/easypaisa${easypaisaPaths.disbursement}`, (request, reply) =>
    answerWithFaults(faults, 'easypaisa', reply, () => {
      const fields = textFields(request.body);
      const refused = refusal(request, fields, 'transactionAmount');
      if (refused !== null) return refused;
      const orderId = fields.orderId ?? '';
      const known = store.get('easypaisa', 'disbursement', orderId);
      if (known?.status === 'paid') return paymentAnswer(known);
      const wallet = fields.receiverMobileAccountNo ?? '';
      const amount = fields.transactionAmount ?? '0';
      if (wallet === sandboxPayoutNumbers.refused)
        return paymentAnswer(record(orderId, 'disbursement', 'failed', amount, wallet, easypaisaCodes.noAccount, 'Account does not exist'));
      if (wallet === sandboxPayoutNumbers.timeout || (wallet === sandboxPayoutNumbers.slow && (known?.attempts ?? 0) < 1))
        return paymentAnswer(record(orderId, 'disbursement', 'pending', amount, wallet, easypaisaCodes.timeout, 'Operator timeout'));
      return paymentAnswer(record(orderId, 'disbursement', 'paid', amount, wallet, easypaisaCodes.success, 'SUCCESS'));
    }),
  );
}

function parseDecimalOrZero(text: string) {
  const parsed = parseDecimal(text, 2);
  return parsed.ok ? parsed.value : { units: 0n, scale: 0 };
}
