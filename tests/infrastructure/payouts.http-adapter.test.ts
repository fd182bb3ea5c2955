import { describe, expect, it } from 'vitest';
import { payoutsUseCases } from '../../src/application/payouts/payouts.use-case';
import { money } from '../../src/domain/money/money';
import { HttpPayoutsAdapter } from '../../src/infrastructure/payouts/payouts.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

const loanRequest = {
  _id: 'lr1',
  loanId: 'LN00001001',
  merchantOrderId: 'ORD-7',
  merchantName: 'Multiverse',
  userTypeId: 'm1',
  bankName: 'Easypaisa',
  bankCode: null,
  certName: 'Hira Shah',
  certId: '35202-1234567-1',
  beneficiaryEmail: null,
  msisdn: '03001234567',
  bankNo: '03001234567',
  payoutType: 'WALLET',
  amount: 1500.5,
  status: 'Pending' as const,
  description: 'Salary',
  message: null,
  createdDate: '2026-09-01T07:00:00.000Z',
  updatedDate: '2026-09-01T07:00:00.000Z',
  approvalDate: null,
  job: { nextTry: null, nextTryReason: null },
};

/** The add-payout form's values in the schema's order, the amount as given. */
const requestOf = (amount: ReturnType<typeof money>) => ({
  merchantOrderId: 'ORD-8',
  amount,
  certName: 'Hira Shah',
  certId: '35202-1234567-1',
  payoutType: 'WALLET' as const,
  bankName: 'Easypaisa' as const,
  msisdn: '03001234567',
  bankNo: '03001234567',
  description: 'Salary',
  beneficiaryEmail: '',
});

describe('HTTP payouts adapter', () => {
  it('reads a request’s amount as exact money', async () => {
    const { callApi, sent } = fakeCallApi({ 'loanRequests.get': loanRequest });
    const request = await new HttpPayoutsAdapter(callApi).get('lr1');
    expect(request).toMatchObject({ id: 'lr1', merchantId: 'm1', amount: money('1500.50', 'PKR') });
    expect(sent[0]?.params).toEqual({ id: 'lr1' });
  });

  it('adds a request with the exact amount as the JSON number the server has always received', async () => {
    const { callApi, sent } = fakeCallApi({ 'loanRequests.add': { result: { loanId: 'LN00001002', _id: 'lr2' } } });
    const useCases = payoutsUseCases({ payouts: new HttpPayoutsAdapter(callApi) });
    expect(await useCases.add({ ...requestOf(money('1234567890123.45', 'PKR')), merchantId: 'm1' }, 'key-1')).toEqual({ loanId: 'LN00001002' });
    await useCases.add(requestOf(money('1.10', 'PKR')), 'key-2');
    expect(sent[0]?.json).toBe(
      '{"merchantOrderId":"ORD-8","amount":1234567890123.45,"certName":"Hira Shah","certId":"35202-1234567-1","payoutType":"WALLET","bankName":"Easypaisa","msisdn":"03001234567","bankNo":"03001234567","description":"Salary","beneficiaryEmail":"","userTypeId":"m1"}',
    );
    expect(sent[0]?.input.headers).toEqual({ 'idempotency-key': 'key-1' });
    expect(sent[1]?.json).toBe(
      '{"merchantOrderId":"ORD-8","amount":1.1,"certName":"Hira Shah","certId":"35202-1234567-1","payoutType":"WALLET","bankName":"Easypaisa","msisdn":"03001234567","bankNo":"03001234567","description":"Salary","beneficiaryEmail":""}',
    );
  });

  it('decides with the stored amount as a JSON number', async () => {
    const { callApi, sent } = fakeCallApi({ 'loanRequests.get': loanRequest, 'loanRequests.changeStatus': { ...loanRequest, status: 'Approved' } });
    const adapter = new HttpPayoutsAdapter(callApi);
    const decided = await adapter.decide(await adapter.get('lr1'), 'Approved');
    expect(sent[1]?.json).toBe('{"id":"lr1","status":"Approved","amount":1500.5,"merchant":"Multiverse"}');
    expect(decided.status).toBe('Approved');
  });
});
