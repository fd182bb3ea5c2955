import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStatement } from '../../src/domain/reconciliation/statement-file';
import { businessDayOf, dayRangeUtc } from '../../src/domain/time/business-day';
import { CardStatementAdapter } from '../../server/src/providers/card.statement-adapter';
import { stripeClient } from '../../server/src/providers/card.stripe-adapter';
import { type CardSimulator, cardSimulator } from '../../server/src/simulators/card/card-simulator';

// docs/providers.md "Daily statements": the card simulator lists its balance transactions as Stripe does
// (GET /v1/balance_transactions, created[gte]/[lt]), and the card statement adapter reads them, through
// the official SDK, into the reconciliation's statement.
const keys = { secretKey: 'sk_test_card_statements', publishableKey: 'pk_test_card_statements', webhookSecret: 'whsec_card_statements' };
const today = businessDayOf(new Date(), 'Asia/Karachi');
let simulator: CardSimulator;
let base = '';
let unique = 0;

beforeAll(async () => {
  simulator = cardSimulator(keys);
  await simulator.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(simulator.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await simulator?.app.close();
});

const stripe = () => stripeClient({ kind: 'stripe', ...keys, apiBase: base });

/** A card payment of `amount` minor units under our reference, paid with 4242…; answers its intent id. */
async function paid(amount: number, merchantRefNumber: string): Promise<string> {
  const method = await fetch(`${base}/v1/payment_methods`, {
    method: 'POST',
    headers: { authorization: `Bearer ${keys.publishableKey}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ type: 'card', 'card[number]': '4242424242424242', 'card[exp_month]': '12', 'card[exp_year]': '39', 'card[cvc]': '123' }),
  });
  const { id: paymentMethod } = (await method.json()) as { id: string };
  unique += 1;
  const intent = await stripe().paymentIntents.create(
    { amount, currency: 'pkr', metadata: { merchantRefNumber } },
    { idempotencyKey: `k-${Date.now()}-${unique}` },
  );
  const done = await stripe().paymentIntents.confirm(intent.id, { payment_method: paymentMethod }, { idempotencyKey: `c-${Date.now()}-${unique}` });
  expect(done.status).toBe('succeeded');
  return intent.id;
}

describe('the card simulator balance transactions', () => {
  it('lists charges and refunds of a time range in minor units, refunds negative, paged as Stripe pages', async () => {
    const first = `CARD-${Date.now()}-1`;
    const second = `CARD-${Date.now()}-2`;
    const intent = await paid(125050, first);
    await paid(99, second);
    await stripe().refunds.create({ payment_intent: intent, metadata: { merchantRefNumber: first } }, { idempotencyKey: `r-${Date.now()}` });
    const range = dayRangeUtc(today, 'Asia/Karachi');
    const gte = Math.floor(Date.parse(range.startUtc) / 1000);
    const lt = Math.floor(Date.parse(range.endUtc) / 1000);
    const list = async (query: string, key = keys.secretKey) =>
      fetch(`${base}/v1/balance_transactions?${query}`, { headers: { authorization: `Bearer ${key}` } });

    const page = await list(`created[gte]=${gte}&created[lt]=${lt}&limit=2`);
    expect(page.status).toBe(200);
    const body = (await page.json()) as { object: string; has_more: boolean; data: { id: string; type: string; amount: number; net: number; fee: number }[] };
    expect(body).toMatchObject({ object: 'list', has_more: true, url: '/v1/balance_transactions' });
    expect(body.data).toHaveLength(2);
    const rest = (await (await list(`created[gte]=${gte}&created[lt]=${lt}&starting_after=${body.data[1]?.id}`)).json()) as typeof body;
    expect(rest.has_more).toBe(false);
    const all = [...body.data, ...rest.data];
    expect(all).toHaveLength(3);
    expect(all).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ object: 'balance_transaction', type: 'refund', amount: -125050, fee: 0, net: -125050, currency: 'pkr' }),
        expect.objectContaining({ type: 'charge', amount: 125050, reporting_category: 'charge' }),
        expect.objectContaining({ type: 'charge', amount: 99 }),
      ]),
    );
    const before = (await (await list(`created[lt]=${gte}`)).json()) as { data: unknown[] };
    expect(before.data).toEqual([]);

    expect((await list('limit=1', keys.publishableKey)).status).toBe(401);
    const bad = await list('created[gte]=yesterday');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { param: 'created[gte]' } });

    const text = await new CardStatementAdapter(stripe(), 'Asia/Karachi').statementOf(today);
    const parsed = parseStatement(text, today, 'Asia/Karachi');
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem));
    expect(parsed.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'charge', providerReference: first, amount: '1250.50', currency: 'PKR', status: 'SUCCESS' }),
        expect.objectContaining({ kind: 'charge', providerReference: second, amount: '0.99' }),
        expect.objectContaining({ kind: 'refund', providerReference: first, amount: '1250.50' }),
      ]),
    );
  });
});
