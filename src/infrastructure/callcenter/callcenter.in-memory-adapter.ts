import type {
  CallcenterPort,
  CallcenterResult,
  CallcenterService,
  TransactionReference,
  TransactionSummary,
} from '../../application/callcenter/callcenter.port';
import { AppError, appErrorCodes } from '../../application/errors/app-error';
import { money } from '../../domain/money/money';

const services: CallcenterService[] = [
  { id: 'service-1', serviceId: 'SRV-1001', serviceName: 'Multiverse Games', merchantName: 'Multiverse' },
  { id: 'service-2', serviceId: 'SRV-1002', serviceName: 'Techlets Store', merchantName: 'Techlets' },
];

/** The whole CallcenterPort in memory: EP0000000001 is a paid transaction of SRV-1001; a test replaces any method. */
export class InMemoryCallcenterAdapter implements CallcenterPort {
  private refunded = new Map<string, CallcenterResult>();

  constructor(private readonly overrides: Partial<CallcenterPort> = {}) {}

  async services(): Promise<CallcenterService[]> {
    if (this.overrides.services) return this.overrides.services();
    return services;
  }

  async enquire(reference: TransactionReference): Promise<CallcenterResult> {
    if (this.overrides.enquire) return this.overrides.enquire(reference);
    const transaction = this.transactionOf(reference);
    if (transaction === null)
      return {
        operation: 'enquire',
        succeeded: false,
        message: 'Transaction not found',
        providerStatus: null,
        transaction: null,
        refund: null,
        providerAnswer: {},
      };
    const refund = this.refunded.get(reference.transactionNumber)?.refund ?? null;
    return {
      operation: 'enquire',
      succeeded: true,
      message: `Transaction status: Success${refund ? ' (refunded)' : ''}`,
      providerStatus: 'PAID',
      transaction: { ...transaction, refund },
      refund,
      providerAnswer: { responseCode: '0000', transactionStatus: 'PAID' },
    };
  }

  async refund(reference: TransactionReference, idempotencyKey: string): Promise<CallcenterResult> {
    if (this.overrides.refund) return this.overrides.refund(reference, idempotencyKey);
    const transaction = this.transactionOf(reference);
    if (transaction === null) throw new AppError(appErrorCodes.notFound, 'Transaction not found');
    if (this.refunded.has(reference.transactionNumber)) throw new AppError('conflict', 'This transaction has already been refunded', 'transactionNumber');
    const refund = {
      id: 'refund-1',
      amount: transaction.amount,
      state: 'completed' as const,
      providerReference: 'RF1',
      message: 'Refunded 499.00 PKR',
      requestedBy: 'Admin (admin)',
      requestedAt: '2026-11-20T10:00:00.000Z',
      completedAt: '2026-11-20T10:00:01.000Z',
    };
    const result: CallcenterResult = {
      operation: 'refund',
      succeeded: true,
      message: refund.message,
      providerStatus: null,
      transaction: { ...transaction, refund },
      refund,
      providerAnswer: { responseCode: '0000', refundTransactionId: 'RF1' },
    };
    this.refunded.set(reference.transactionNumber, result);
    return result;
  }

  private transactionOf(reference: TransactionReference): TransactionSummary | null {
    if (reference.transactionNumber !== 'EP0000000001' || reference.serviceId !== 'SRV-1001' || reference.operator !== 'easypaisa') return null;
    return {
      transactionNumber: 'EP0000000001',
      orderId: 'ORD-1',
      serviceId: 'SRV-1001',
      serviceName: 'Multiverse Games',
      merchantName: 'Multiverse',
      operator: 'easypaisa',
      amount: money('499.00', 'PKR'),
      msisdn: '03001234567',
      transactionDate: '2026-11-20T09:00:00.000Z',
      status: 'Success',
      refund: null,
      lateCharges: [],
    };
  }
}
