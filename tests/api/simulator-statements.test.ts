import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStatement } from '../../src/domain/reconciliation/statement-file';
import { businessDayOf, shiftBusinessDate } from '../../src/domain/time/business-day';
import { EasypaisaClient } from '../../server/src/providers/easypaisa/easypaisa-client';
import { EasypaisaStatementAdapter } from '../../server/src/providers/easypaisa/easypaisa.statement-adapter';
import { JazzcashClient } from '../../server/src/providers/jazzcash/jazzcash-client';
import { JazzcashStatementAdapter } from '../../server/src/providers/jazzcash/jazzcash.statement-adapter';
import { providerHttp } from '../../server/src/providers/wire/wire-settings';
import { buildSimulators, simulatorTestCredentials } from '../../server/src/simulators/simulators-app';

// docs/providers.md "Daily statements": each wallet simulator publishes the day's transactions in its
// provider's shape (Jazzcash in paisa, Easypaisa in two-place rupees), behind the merchant's
// credentials; the statement adapters read them into the reconciliation's statement.
const credentials = simulatorTestCredentials;
const today = businessDayOf(new Date(), 'Asia/Karachi');
let simulators: FastifyInstance;
let base: string;
let unique = 0;
const ref = (prefix: string) => {
  unique += 1;
  return `${prefix}${Date.now()}${unique}`;
};

const jazzcash = () => new JazzcashClient(providerHttp('jazzcash', `${base}/jazzcash`, { timeoutMs: 3000, retryDelayMs: 10 }), credentials.jazzcash);
const easypaisa = () => new EasypaisaClient(providerHttp('easypaisa', `${base}/easypaisa`, { timeoutMs: 3000, retryDelayMs: 10 }), credentials.easypaisa);
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const jazzcashPay = (txnRefNo: string, amount: string, mobileNumber: string) =>
  jazzcash().pay({ txnRefNo, billReference: txnRefNo, description: 'Order', amount, currency: 'PKR', mobileNumber, cnic: '', expiresInMinutes: 60 });

beforeAll(async () => {
  simulators = buildSimulators({ ...credentials, logLevel: 'silent' });
  await simulators.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(simulators.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await simulators?.close();
});

/** The CSV's rows as objects keyed by the header's names. */
function rowsOf(text: string): Record<string, string>[] {
  const [header = '', ...rows] = text.replace(/\r\n$/, '').split('\r\n');
  const names = header.split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((value, index) => [names[index], value])));
}

describe('the Jazzcash simulator statement', () => {
  it('lists every transaction of the day in paisa, with its status and fee, behind the merchant credentials', async () => {
    const paid = ref('T');
    const declined = ref('T');
    const waiting = ref('T');
    expect((await jazzcashPay(paid, '1234.56', '03001234567')).response.pp_ResponseCode).toBe('000');
    expect((await jazzcashPay(declined, '10.00', '03009999999')).response.pp_ResponseCode).toBe('001');
    expect((await jazzcashPay(waiting, '20.05', '03331234567')).response.pp_ResponseCode).toBe('157');
    const refund = await jazzcash().refund({ txnRefNo: paid, amount: '1234.56', currency: 'PKR' });
    expect(refund.response.pp_ResponseCode).toBe('000');

    const answer = await fetch(`${base}/jazzcash/statements/${today}`, {
      headers: { authorization: basic(credentials.jazzcash.merchantId, credentials.jazzcash.password) },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const text = await answer.text();
    expect(text.split('\r\n')[0]).toBe(
      'pp_TxnDateTime,pp_TxnRefNo,pp_RetreivalReferenceNo,pp_TxnType,pp_Amount,pp_Fee,pp_TxnCurrency,pp_Status,pp_ResponseCode',
    );
    const rows = rowsOf(text);
    expect(rows.find((row) => row.pp_TxnRefNo === paid && row.pp_TxnType === 'MWALLET')).toMatchObject({
      pp_Amount: '123456',
      pp_Fee: '0',
      pp_Status: 'Refunded',
    });
    expect(rows.find((row) => row.pp_TxnRefNo === paid && row.pp_TxnType === 'REFUND')).toMatchObject({
      pp_Amount: '123456',
      pp_RetreivalReferenceNo: String(refund.response.pp_RefundTxnRefNo),
      pp_Status: 'Completed',
    });
    expect(rows.find((row) => row.pp_TxnRefNo === declined)).toMatchObject({ pp_Amount: '1000', pp_Status: 'Failed', pp_ResponseCode: '001' });
    expect(rows.find((row) => row.pp_TxnRefNo === waiting)).toMatchObject({ pp_Amount: '2005', pp_Status: 'Pending', pp_ResponseCode: '157' });
    for (const row of rows) expect(row.pp_TxnDateTime?.slice(0, 8)).toBe(today.replaceAll('-', ''));

    const yesterday = await fetch(`${base}/jazzcash/statements/${shiftBusinessDate(today, -1)}`, {
      headers: { authorization: basic(credentials.jazzcash.merchantId, credentials.jazzcash.password) },
    });
    expect(rowsOf(await yesterday.text()).filter((row) => [paid, declined, waiting].includes(row.pp_TxnRefNo ?? ''))).toEqual([]);
  });

  it('refuses a wrong password with 401 and a day that is not one with 400', async () => {
    const wrong = await fetch(`${base}/jazzcash/statements/${today}`, { headers: { authorization: basic(credentials.jazzcash.merchantId, 'wrong') } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ pp_ResponseCode: '110' });
    expect((await fetch(`${base}/jazzcash/statements/${today}`)).status).toBe(401);
    const badDay = await fetch(`${base}/jazzcash/statements/2026-13-40`, {
      headers: { authorization: basic(credentials.jazzcash.merchantId, credentials.jazzcash.password) },
    });
    expect(badDay.status).toBe(400);
    expect(await badDay.json()).toMatchObject({ pp_ResponseCode: '110', pp_ResponseMessage: expect.stringContaining('day') });
  });

  it('is read by the statement adapter into the reconciliation statement, amounts exact', async () => {
    const paid = ref('T');
    await jazzcashPay(paid, '0.07', '03001234567');
    await jazzcashPay(ref('T'), '3.00', '03009999999');
    const text = await new JazzcashStatementAdapter(jazzcash(), 'Asia/Karachi').statementOf(today);
    const parsed = parseStatement(text, today, 'Asia/Karachi');
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    const line = parsed.lines.find((entry) => entry.providerReference === paid);
    expect(line).toMatchObject({ kind: 'charge', merchantReference: paid, amount: '0.07', currency: 'PKR', status: 'SUCCESS' });
    // Only money that moved: a declined or waiting payment is no line of the reconciliation.
    expect(parsed.lines.every((entry) => entry.status === 'SUCCESS')).toBe(true);
  });
});

describe('the Easypaisa simulator statement', () => {
  it('lists the day in two-place rupees behind the Credentials header and the storeId', async () => {
    const paid = ref('E');
    const declined = ref('E');
    expect((await easypaisa().pay({ orderId: paid, amount: '99.90', mobileAccountNo: '03001234567', emailAddress: '' })).response.responseCode).toBe('0000');
    expect((await easypaisa().pay({ orderId: declined, amount: '5.00', mobileAccountNo: '03009999999', emailAddress: '' })).response.responseCode).toBe('0014');
    const header = Buffer.from(`${credentials.easypaisa.username}:${credentials.easypaisa.password}`).toString('base64');
    const answer = await fetch(`${base}/easypaisa/statements/${today}?storeId=${credentials.easypaisa.storeId}`, { headers: { credentials: header } });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text.split('\r\n')[0]).toBe('transactionDateTime,orderId,transactionId,transactionType,transactionAmount,fee,transactionStatus,responseCode');
    const rows = rowsOf(text);
    expect(rows.find((row) => row.orderId === paid)).toMatchObject({
      transactionType: 'MA',
      transactionAmount: '99.90',
      fee: '0.00',
      transactionStatus: 'PAID',
    });
    expect(rows.find((row) => row.orderId === declined)).toMatchObject({ transactionAmount: '5.00', transactionStatus: 'FAILED', responseCode: '0014' });

    const wrong = await fetch(`${base}/easypaisa/statements/${today}?storeId=${credentials.easypaisa.storeId}`, {
      headers: { credentials: Buffer.from(`${credentials.easypaisa.username}:wrong`).toString('base64') },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ responseCode: '0005' });
    const otherStore = await fetch(`${base}/easypaisa/statements/${today}?storeId=99999`, { headers: { credentials: header } });
    expect(otherStore.status).toBe(400);
    expect(await otherStore.json()).toMatchObject({ responseCode: '0002' });

    const ours = await new EasypaisaStatementAdapter(easypaisa(), 'Asia/Karachi').statementOf(today);
    const parsed = parseStatement(ours, today, 'Asia/Karachi');
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    expect(parsed.lines.find((entry) => entry.providerReference === paid)).toMatchObject({ kind: 'charge', amount: '99.90', status: 'SUCCESS' });
    expect(parsed.lines.some((entry) => entry.providerReference === declined)).toBe(false);
  });
});

describe('the fee on a statement', () => {
  it('charges SIMULATOR_FEE_BPS on paid payments only, rounded half up in integer paisa', async () => {
    const feeing = buildSimulators({ ...credentials, logLevel: 'silent', feeBasisPoints: 250 });
    await feeing.listen({ port: 0, host: '127.0.0.1' });
    const feeBase = `http://127.0.0.1:${(feeing.server.address() as AddressInfo).port}`;
    try {
      const jc = new JazzcashClient(providerHttp('jazzcash', `${feeBase}/jazzcash`, { timeoutMs: 3000 }), credentials.jazzcash);
      const ep = new EasypaisaClient(providerHttp('easypaisa', `${feeBase}/easypaisa`, { timeoutMs: 3000 }), credentials.easypaisa);
      const paid = ref('T');
      const declined = ref('T');
      // 999.99 PKR × 2.5 % = 24.999750 PKR: 2500 paisa, half up.
      await jc.pay({
        txnRefNo: paid,
        billReference: 'B',
        description: 'Order',
        amount: '999.99',
        currency: 'PKR',
        mobileNumber: '03001234567',
        cnic: '',
        expiresInMinutes: 60,
      });
      await jc.pay({
        txnRefNo: declined,
        billReference: 'B',
        description: 'Order',
        amount: '999.99',
        currency: 'PKR',
        mobileNumber: '03009999999',
        cnic: '',
        expiresInMinutes: 60,
      });
      const orderId = ref('E');
      await ep.pay({ orderId, amount: '999.99', mobileAccountNo: '03001234567', emailAddress: '' });
      const jazz = rowsOf(
        await (
          await fetch(`${feeBase}/jazzcash/statements/${today}`, {
            headers: { authorization: basic(credentials.jazzcash.merchantId, credentials.jazzcash.password) },
          })
        ).text(),
      );
      expect(jazz.find((row) => row.pp_TxnRefNo === paid)).toMatchObject({ pp_Amount: '99999', pp_Fee: '2500' });
      expect(jazz.find((row) => row.pp_TxnRefNo === declined)).toMatchObject({ pp_Fee: '0' });
      const header = Buffer.from(`${credentials.easypaisa.username}:${credentials.easypaisa.password}`).toString('base64');
      const easy = rowsOf(
        await (await fetch(`${feeBase}/easypaisa/statements/${today}?storeId=${credentials.easypaisa.storeId}`, { headers: { credentials: header } })).text(),
      );
      expect(easy.find((row) => row.orderId === orderId)).toMatchObject({ transactionAmount: '999.99', fee: '25.00' });
    } finally {
      await feeing.close();
    }
  });
});

describe('a payment left pending', () => {
  it('expires after the window: the inquiry answers the expiry, approving it is too late, the statement shows it', async () => {
    const short = buildSimulators({ ...credentials, logLevel: 'silent', pendingExpiryMs: 300 });
    await short.listen({ port: 0, host: '127.0.0.1' });
    const shortBase = `http://127.0.0.1:${(short.server.address() as AddressInfo).port}`;
    try {
      const jc = new JazzcashClient(providerHttp('jazzcash', `${shortBase}/jazzcash`, { timeoutMs: 3000 }), credentials.jazzcash);
      const ep = new EasypaisaClient(providerHttp('easypaisa', `${shortBase}/easypaisa`, { timeoutMs: 3000 }), credentials.easypaisa);
      const txnRefNo = ref('T');
      const orderId = ref('E');
      await jc.pay({
        txnRefNo,
        billReference: 'B',
        description: 'Order',
        amount: '15.00',
        currency: 'PKR',
        mobileNumber: '03331234567',
        cnic: '',
        expiresInMinutes: 60,
      });
      await ep.pay({ orderId, amount: '15.00', mobileAccountNo: '03331234567', emailAddress: '' });
      expect((await jc.inquire(txnRefNo)).response).toMatchObject({ pp_PaymentResponseCode: '157', pp_Status: 'Pending' });
      expect((await ep.inquire(orderId)).response).toMatchObject({ transactionStatus: 'PENDING' });
      await new Promise((done) => setTimeout(done, 450));
      expect((await jc.inquire(txnRefNo)).response).toMatchObject({ pp_ResponseCode: '000', pp_PaymentResponseCode: '349', pp_Status: 'Expired' });
      expect((await ep.inquire(orderId)).response).toMatchObject({ responseCode: '0000', transactionStatus: 'EXPIRED' });
      const late = await fetch(`${shortBase}/control/jazzcash/payments/${txnRefNo}/approve`, { method: 'POST' });
      expect(await late.json()).toMatchObject({ status: 'expired' });
      const statement = await fetch(`${shortBase}/jazzcash/statements/${today}`, {
        headers: { authorization: basic(credentials.jazzcash.merchantId, credentials.jazzcash.password) },
      });
      expect(rowsOf(await statement.text()).find((row) => row.pp_TxnRefNo === txnRefNo)).toMatchObject({ pp_Status: 'Expired', pp_ResponseCode: '349' });
    } finally {
      await short.close();
    }
  });
});
