import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { formatDecimal } from '../../../src/domain/money/decimal';
import { fromMinor, money, toDecimal, toMinor } from '../../../src/domain/money/money';
import { isIsoDate } from '../../../src/domain/time/iso-date';
import { type EasypaisaCredentials, easypaisaCodes, easypaisaCredentialsHeader } from '../providers/easypaisa/easypaisa-wire';
import { easypaisaStatementText, easypaisaTransactionTypes } from '../providers/easypaisa/easypaisa-statement';
import { type JazzcashCredentials, jazzcashCodes, jazzcashDateTime } from '../providers/jazzcash/jazzcash-wire';
import { jazzcashStatementText, jazzcashTxnTypes } from '../providers/jazzcash/jazzcash-statement';
import { walletStatementZone } from '../providers/wire/wire-statement';
import { easypaisaStatusWord } from './easypaisa.simulator-results';
import { jazzcashStatusWord } from './jazzcash.simulator-results';
import type { SimulatorParts } from './simulator-parts';
import { answerWithFaults } from './simulator-answer';
import { providerIdOf, type SimulatedRecord } from './simulator-store';

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A payment's fee in paisa: the merchant discount rate in basis points, rounded half up, in integers only. */
export function feePaisa(amount: string, basisPoints: number): bigint {
  if (basisPoints <= 0) return 0n;
  return (toMinor(money(amount, 'PKR')) * BigInt(basisPoints) + 5_000n) / 10_000n;
}

const rupees = (paisa: bigint) => formatDecimal(toDecimal(fromMinor(paisa, 'PKR')), 2);

/** The provider's records of one Pakistan day, in the order they last changed. */
function recordsOf(parts: SimulatorParts, provider: SimulatedRecord['provider'], day: string): SimulatedRecord[] {
  return parts.store
    .all()
    .filter((row) => row.provider === provider && DateTime.fromISO(row.at).setZone(walletStatementZone).toISODate() === day)
    .sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * docs/providers.md "Daily statements": each simulator's transaction report of one day (Asia/Karachi),
 * every payment, refund and payout of that day whatever its status (a payment on the day of its last
 * outcome; one given back stays on the day it was paid), in the provider's
 * unit, with the fee (SIMULATOR_FEE_BPS on payments). Behind the merchant's credentials: Jazzcash's merchant id
 * and password as HTTP Basic, Easypaisa's `Credentials` header and storeId. The queued faults apply.
 */
export function registerStatementRoutes(
  app: FastifyInstance,
  credentials: { jazzcash: JazzcashCredentials; easypaisa: EasypaisaCredentials },
  parts: SimulatorParts,
  feeBasisPoints: number,
): void {
  const jazzcashAuthorization = `Basic ${Buffer.from(`${credentials.jazzcash.merchantId}:${credentials.jazzcash.password}`, 'utf8').toString('base64')}`;
  const easypaisaHeader = easypaisaCredentialsHeader(credentials.easypaisa);
  const csv = (body: string) => ({ status: 200, body, type: 'text/csv; charset=utf-8' });

  app.get<{ Params: { day: string } }>('/jazzcash/statements/:day', (request, reply) =>
    answerWithFaults(parts.faults, 'jazzcash', reply, () => {
      const given = request.headers.authorization;
      if (typeof given !== 'string' || !sameText(given, jazzcashAuthorization))
        return {
          status: 401,
          body: { pp_ResponseCode: jazzcashCodes.badField, pp_ResponseMessage: 'Please provide valid value for pp_MerchantID or pp_Password' },
        };
      const { day } = request.params;
      if (!isIsoDate(day))
        return { status: 400, body: { pp_ResponseCode: jazzcashCodes.badField, pp_ResponseMessage: 'The day must be a date written YYYY-MM-DD' } };
      const rows = recordsOf(parts, 'jazzcash', day).map((row) => {
        const paisa = toMinor(money(row.amount, 'PKR'));
        return {
          pp_TxnDateTime: jazzcashDateTime(new Date(row.at)),
          pp_TxnRefNo: row.reference,
          pp_RetreivalReferenceNo: providerIdOf(row),
          pp_TxnType: jazzcashTxnTypes[row.kind],
          pp_Amount: paisa.toString(),
          pp_Fee: (row.kind === 'payment' && (row.status === 'paid' || row.status === 'refunded') ? feePaisa(row.amount, feeBasisPoints) : 0n).toString(),
          pp_TxnCurrency: 'PKR',
          pp_Status: jazzcashStatusWord[row.status],
          pp_ResponseCode: row.code,
        };
      });
      return csv(jazzcashStatementText(rows));
    }),
  );

  app.get<{ Params: { day: string }; Querystring: { storeId?: string } }>('/easypaisa/statements/:day', (request, reply) =>
    answerWithFaults(parts.faults, 'easypaisa', reply, () => {
      const given = request.headers.credentials;
      if (typeof given !== 'string' || !sameText(given, easypaisaHeader))
        return { status: 401, body: { responseCode: easypaisaCodes.badCredentials, responseDesc: 'Invalid credentials' } };
      if (request.query.storeId !== credentials.easypaisa.storeId)
        return { status: 400, body: { responseCode: easypaisaCodes.badField, responseDesc: 'Invalid storeId' } };
      const { day } = request.params;
      if (!isIsoDate(day)) return { status: 400, body: { responseCode: easypaisaCodes.badField, responseDesc: 'The day must be a date written YYYY-MM-DD' } };
      const rows = recordsOf(parts, 'easypaisa', day).map((row) => ({
        transactionDateTime: DateTime.fromISO(row.at).setZone(walletStatementZone).toISO({ suppressMilliseconds: true }) ?? row.at,
        orderId: row.reference,
        transactionId: providerIdOf(row),
        transactionType: easypaisaTransactionTypes[row.kind],
        transactionAmount: row.amount,
        fee: rupees(row.kind === 'payment' && (row.status === 'paid' || row.status === 'refunded') ? feePaisa(row.amount, feeBasisPoints) : 0n),
        transactionStatus: easypaisaStatusWord[row.status],
        responseCode: row.code,
      }));
      return csv(easypaisaStatementText(rows));
    }),
  );
}
