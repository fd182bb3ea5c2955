import type { DisbursalOrder, DisbursalResult, DisbursalStatus, PayoutDisbursalPort } from '../payout-disbursal.port';
import type { JazzcashClient } from './jazzcash-client';
import { jazzcashOutcomeOf } from './jazzcash-wire';

/**
 * Jazzcash's mobile-wallet disbursement behind the payout port: the loanId is pp_TxnRefNo, so a resend
 * after a lost answer is the same disbursement at Jazzcash; the refresh is PaymentInquiry by it.
 */
export class JazzcashPayoutAdapter implements PayoutDisbursalPort {
  readonly provider = 'jazzcash' as const;

  constructor(private readonly client: JazzcashClient) {}

  async disburse(order: DisbursalOrder): Promise<DisbursalResult> {
    const answer = await this.client.disburse({ txnRefNo: order.loanId, amount: order.amount, walletNumber: order.walletNumber });
    if (answer.failure !== null) return { outcome: 'retry', reason: `Jazzcash: ${answer.failure.message}` };
    const code = String(answer.response.pp_ResponseCode);
    const reason = `Jazzcash: ${code} ${String(answer.response.pp_ResponseMessage ?? '')}`.trim();
    const outcome = jazzcashOutcomeOf(code);
    if (outcome === 'paid')
      return { outcome: 'paid', reference: String(answer.response.pp_RetreivalReferenceNo ?? answer.response.pp_TxnRefNo ?? order.loanId) };
    if (outcome === 'pending' || outcome === 'timeout' || outcome === 'error') return { outcome: 'retry', reason };
    return { outcome: 'refused', reason };
  }

  async statusOf(loanId: string): Promise<DisbursalStatus> {
    const answer = await this.client.inquire(loanId);
    if (answer.failure !== null) return { outcome: 'unknown', message: `Jazzcash: ${answer.failure.message}` };
    const code = String(answer.response.pp_ResponseCode);
    const message = `Jazzcash: ${code} ${String(answer.response.pp_ResponseMessage ?? '')}`.trim();
    if (jazzcashOutcomeOf(code) === 'not-found') return { outcome: 'unknown', message };
    const payment = jazzcashOutcomeOf(String(answer.response.pp_PaymentResponseCode ?? ''));
    if (payment === 'paid') return { outcome: 'paid', reference: String(answer.response.pp_RetreivalReferenceNo ?? loanId), message };
    if (payment === 'pending') return { outcome: 'pending', message };
    return { outcome: 'refused', message };
  }
}
