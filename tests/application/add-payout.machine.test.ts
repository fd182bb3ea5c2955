import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addPayoutFailedMessage, addPayoutFailure, addPayoutMachine } from '../../src/application/payouts/add-payout.machine';
import type { NewPayoutRequest } from '../../src/application/payouts/payouts.port';
import { money } from '../../src/domain/money/money';

const request: NewPayoutRequest = {
  merchantOrderId: 'ORD-1',
  amount: money('1', 'PKR'),
  certName: 'Ali Raza',
  certId: '1',
  payoutType: 'WALLET',
  bankName: 'Easypaisa',
  msisdn: '03001234567',
  bankNo: '03001234567',
  description: 'Advance',
};

function start(submit: (input: { request: NewPayoutRequest; idempotencyKey: string }) => Promise<{ loanId: string }>) {
  const sent: { request: NewPayoutRequest; idempotencyKey: string }[] = [];
  // Keys are random; the test names them in the order they first appear.
  const names = new Map<string, string>();
  const named = (key: string) => names.get(key) ?? names.set(key, `key-${names.size + 1}`).get(key) ?? key;
  const machine = addPayoutMachine.provide({
    actors: {
      submit: fromPromise(async ({ input }) => {
        const sending = { request: input.values, idempotencyKey: named(input.idempotencyKey) };
        sent.push(sending);
        return submit(sending);
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, sent };
}

describe('add-payout machine (spec 3 §2, §4)', () => {
  it('goes step 1, step 2, submit, then shows the new loan id until Close', async () => {
    const { actor, sent } = start(async () => ({ loanId: 'LN50000001' }));
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'submit.review', values: request });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.values).toEqual(request);
    actor.send({ type: 'submit.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(actor.getSnapshot().context.result?.loanId).toBe('LN50000001');
    expect(sent).toEqual([{ request, idempotencyKey: 'key-1' }]);
    actor.send({ type: 'submit.close' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('sends once for a double click, and retries a failure with the same key', async () => {
    let calls = 0;
    const { actor, sent } = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Insufficient payout account balance');
      return { loanId: 'LN1' };
    });
    actor.send({ type: 'submit.review', values: request });
    actor.send({ type: 'submit.confirm' });
    actor.send({ type: 'submit.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(addPayoutFailure(actor.getSnapshot().context.error)).toBe('Insufficient payout account balance');
    actor.send({ type: 'submit.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(sent.map((input) => input.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('falls back to the specification’s message and gives a changed form a new key', async () => {
    const { actor, sent } = start(async () => {
      throw new Error('');
    });
    actor.send({ type: 'submit.review', values: request });
    actor.send({ type: 'submit.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(addPayoutFailure(actor.getSnapshot().context.error)).toBe(addPayoutFailedMessage);
    actor.send({ type: 'submit.back' });
    actor.send({ type: 'submit.edit' });
    actor.send({ type: 'submit.review', values: { ...request, amount: money('2', 'PKR') } });
    actor.send({ type: 'submit.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(sent.map((input) => input.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });
});
