import { describe, expect, it } from 'vitest';
import { callcenterUseCases } from '../../src/application/callcenter/callcenter.use-case';
import { checkoutLogsUseCases } from '../../src/application/checkout-logs/checkout-logs.use-case';
import { toAmountString } from '../../src/domain/money/money';
import { HttpCallcenterAdapter } from '../../src/infrastructure/callcenter/callcenter.http-adapter';
import { HttpCheckoutLogsAdapter } from '../../src/infrastructure/checkout-logs/checkout-logs.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

const transaction = {
  transactionNumber: 'EP0000000001',
  orderId: 'ORD-1',
  serviceId: 'SRV-1001',
  serviceName: 'Games',
  merchantName: 'Multiverse',
  operator: 'easypaisa',
  amount: 499.5,
  currency: 'PKR',
  msisdn: '03001234567',
  transactionDate: '2026-11-20T09:00:00.000Z',
  status: 'Success',
  refund: null,
  lateCharges: [
    {
      reference: 'PGWLATE1',
      amount: 499.5,
      currency: 'PKR',
      status: 'voided',
      note: 'Paid after the attempt had ended: refunded in full',
      at: '2026-11-20T09:05:00.000Z',
    },
  ],
} as const;
const refund = {
  _id: 'r1',
  amount: 499.5,
  currency: 'PKR',
  status: 'completed',
  providerReference: 'RF1',
  message: 'Refunded 499.50 PKR',
  requestedBy: 'Admin (admin)',
  requestedAt: '2026-11-20T10:00:00.000Z',
  completedAt: '2026-11-20T10:00:01.000Z',
} as const;

describe('HTTP call centre adapter (spec 3 §7 Call-centre)', () => {
  it('sends the three fields of the form without its type, on the hash service', async () => {
    const { callApi, sent } = fakeCallApi({
      'callcenter.inquire': {
        status: 'success',
        message: 'Transaction status: Success',
        providerStatus: 'PAID',
        transaction,
        response: { responseCode: '0000' },
      },
    });
    const useCases = callcenterUseCases({ callcenter: new HttpCallcenterAdapter(callApi) });
    const result = await useCases.send({ type: 'enquire', serviceId: 'SRV-1001', operator: 'easypaisa', transactionNumber: ' EP0000000001 ' }, 'key-1');
    expect(sent[0]?.body).toEqual({ serviceId: 'SRV-1001', operator: 'easypaisa', transactionNumber: 'EP0000000001' });
    expect(sent[0]?.input.headers).toBeUndefined();
    expect(result).toMatchObject({ operation: 'enquire', succeeded: true, providerStatus: 'PAID', refund: null });
    expect(toAmountString(result.transaction?.amount ?? ({ units: 0n, currency: 'PKR' } as never))).toBe('499.50');
    expect(result.transaction?.lateCharges).toMatchObject([{ reference: 'PGWLATE1', state: 'voided', at: '2026-11-20T09:05:00.000Z' }]);
    expect(toAmountString(result.transaction?.lateCharges[0]?.amount ?? ({} as never))).toBe('499.50');
  });

  it('refunds with the idempotency key and reads the refund exactly', async () => {
    const { callApi, sent } = fakeCallApi({
      'callcenter.refund': { status: 'success', message: refund.message, transaction: { ...transaction, refund }, refund, response: {} },
    });
    const result = await callcenterUseCases({ callcenter: new HttpCallcenterAdapter(callApi) }).send(
      { type: 'refund', serviceId: 'SRV-1001', operator: 'jazzcash', transactionNumber: 'EP1' },
      'key-2',
    );
    expect(sent[0]?.id).toBe('callcenter.refund');
    expect(sent[0]?.input.headers).toEqual({ 'idempotency-key': 'key-2' });
    expect(sent[0]?.body).toEqual({ serviceId: 'SRV-1001', operator: 'jazzcash', transactionNumber: 'EP1' });
    expect(result.refund).toMatchObject({ id: 'r1', state: 'completed', providerReference: 'RF1', requestedBy: 'Admin (admin)' });
    expect(toAmountString(result.refund?.amount ?? ({} as never))).toBe('499.50');
  });

  it('lists the services under the port’s names', async () => {
    const { callApi } = fakeCallApi({ 'callcenter.services': [{ _id: 's1', serviceId: 'SRV-1', serviceName: 'Games', merchantName: 'Multiverse' }] });
    expect(await new HttpCallcenterAdapter(callApi).services()).toEqual([{ id: 's1', serviceId: 'SRV-1', serviceName: 'Games', merchantName: 'Multiverse' }]);
  });
});

describe('HTTP checkout logs adapter (spec 3 §2, §7)', () => {
  it('searches with dateFrom, dateTo, query and paging, and maps each row by its provider', async () => {
    const { callApi, sent } = fakeCallApi({
      'checkoutLogs.search': {
        logs: [
          {
            _id: 'l1',
            provider: 'jazzcash',
            orderId: 'O1',
            serviceId: 'S1',
            createdDate: '2026-11-20T10:00:00.000Z',
            request: {},
            response: { pp_TxnRefNo: 'T1', pp_Amount: '49900', pp_MobileNumber: '0300', pp_ResponseMessage: 'ok' },
          },
          {
            _id: 'l2',
            provider: 'easypaisa',
            orderId: 'O2',
            serviceId: 'S1',
            createdDate: '2026-11-20T10:00:00.000Z',
            request: { orderId: 'O2', transactionAmount: '10.5', mobileAccountNo: '0345' },
            response: { responseDesc: 'SUCCESS' },
          },
        ],
        totalCount: 2,
      },
    });
    const page = await checkoutLogsUseCases({ checkoutLogs: new HttpCheckoutLogsAdapter(callApi) }).logs({
      from: '2026-11-01',
      to: '2026-11-20',
      query: ' O1 ',
      page: 2,
      pageSize: 50,
    });
    expect(sent[0]?.query).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-20', query: 'O1', page: 2, limit: 50 });
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.row)).toEqual([
      { reference: 'T1', amount: '499.00', mobileNumber: '0300', message: 'ok' },
      { reference: 'O2', amount: '10.50', mobileNumber: '0345', message: 'SUCCESS' },
    ]);
  });

  it('leaves out an empty query and reads request amounts exactly', async () => {
    const { callApi, sent } = fakeCallApi({
      'checkoutRequests.search': {
        requests: [{ _id: 'q1', serviceId: 'S1', msisdn: null, amount: 12.3, product: null, orderId: 'O1', createdDate: '2026-11-20T10:00:00.000Z' }],
        totalCount: 1,
      },
    });
    const page = await new HttpCheckoutLogsAdapter(callApi).searchRequests({ from: '2026-11-01', to: '2026-11-01', query: '', page: 1, pageSize: 25 });
    expect(sent[0]?.input.query).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-01', page: 1, limit: 25 });
    expect(toAmountString(page.rows[0]?.amount ?? ({} as never))).toBe('12.30');
  });
});
