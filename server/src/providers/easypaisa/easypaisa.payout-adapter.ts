import type { DisbursalOrder, DisbursalResult, DisbursalStatus, PayoutDisbursalPort } from '../payout-disbursal.port';
import type { EasypaisaClient } from './easypaisa-client';
import { easypaisaOutcomeOf, easypaisaStatusOf } from './easypaisa-wire';

/**
 * Easypaisa's disbursement to a mobile account behind the payout port: the loanId is the orderId, so a
 * resend after a lost answer is the same disbursement at Easypaisa; the refresh is inquire-transaction.
 */
export class EasypaisaPayoutAdapter implements PayoutDisbursalPort {
  readonly provider = 'easypaisa' as const;

  constructor(private readonly client: EasypaisaClient) {}

  async disburse(order: DisbursalOrder): Promise<DisbursalResult> {
    const answer = await this.client.disburse({ orderId: order.loanId, amount: order.amount, walletNumber: order.walletNumber });
    if (answer.failure !== null) return { outcome: 'retry', reason: `Easypaisa: ${answer.failure.message}` };
    const code = String(answer.response.responseCode);
    const reason = `Easypaisa: ${code} ${String(answer.response.responseDesc ?? '')}`.trim();
    const outcome = easypaisaOutcomeOf(code);
    if (outcome === 'success') return { outcome: 'paid', reference: String(answer.response.transactionId ?? order.loanId) };
    if (outcome === 'pending' || outcome === 'error') return { outcome: 'retry', reason };
    return { outcome: 'refused', reason };
  }

  async statusOf(loanId: string): Promise<DisbursalStatus> {
    const answer = await this.client.inquire(loanId);
    if (answer.failure !== null) return { outcome: 'unknown', message: `Easypaisa: ${answer.failure.message}` };
    const code = String(answer.response.responseCode);
    const message = `Easypaisa: ${code} ${String(answer.response.responseDesc ?? '')}`.trim();
    const outcome = easypaisaOutcomeOf(code);
    if (outcome !== 'success') return { outcome: outcome === 'not-found' ? 'unknown' : 'pending', message };
    const status = easypaisaStatusOf(String(answer.response.transactionStatus ?? ''));
    if (status === 'Success') return { outcome: 'paid', reference: String(answer.response.transactionId ?? loanId), message };
    return status === 'Pending' ? { outcome: 'pending', message } : { outcome: 'refused', message };
  }
}
