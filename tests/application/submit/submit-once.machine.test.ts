import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { submitOnceMachine, type SubmitOnceInput } from '../../../src/application/submit/submit-once.machine';

interface TopUp {
  merchantId: string;
  amount: string;
}

const topUp: TopUp = { merchantId: 'M1', amount: '1500.50' };

/** A fake submit effect answering from a script: each call takes the next answer. */
function start(answers: ('ok' | 'fail' | 'hang')[]) {
  const sent: SubmitOnceInput<TopUp>[] = [];
  const machine = submitOnceMachine<TopUp, { id: string }>('topUp').provide({
    actors: {
      submit: fromPromise(async ({ input }) => {
        sent.push(input);
        const answer = answers[sent.length - 1] ?? 'ok';
        if (answer === 'fail') throw new Error('Service unavailable');
        if (answer === 'hang') await new Promise(() => {});
        return { id: `T${sent.length}` };
      }),
    },
  });
  return { actor: createActor(machine).start(), sent };
}

describe('submit-once machine (docs/decisions/0021-idempotency.md)', () => {
  it('reviews, submits once with one key and keeps the result', async () => {
    const { actor, sent } = start(['ok']);
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'submit.review', values: topUp });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.values).toEqual(topUp);
    actor.send({ type: 'submit.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(actor.getSnapshot().context.result).toEqual({ id: 'T1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.values).toEqual(topUp);
    expect(sent[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends once for a double click while submitting', async () => {
    const { actor, sent } = start(['hang']);
    actor.send({ type: 'submit.review', values: topUp });
    actor.send({ type: 'submit.confirm' });
    actor.send({ type: 'submit.confirm' });
    actor.send({ type: 'submit.send', values: topUp });
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(sent).toHaveLength(1);
  });

  it('retries a failure with the same key, and keeps the failure for the form', async () => {
    const { actor, sent } = start(['fail', 'ok']);
    actor.send({ type: 'submit.send', values: topUp });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect((actor.getSnapshot().context.error as Error).message).toBe('Service unavailable');
    actor.send({ type: 'submit.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it('keeps the key when the person edits and sends the same values again', async () => {
    const { actor, sent } = start(['fail', 'ok']);
    actor.send({ type: 'submit.review', values: topUp });
    actor.send({ type: 'submit.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'submit.edit' });
    actor.send({ type: 'submit.review', values: { ...topUp } });
    actor.send({ type: 'submit.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it('gives changed values a new key', async () => {
    const { actor, sent } = start(['fail', 'ok']);
    actor.send({ type: 'submit.send', values: topUp });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'submit.send', values: { ...topUp, amount: '1500.51' } });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(sent[1]?.values.amount).toBe('1500.51');
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('gives a new action after a result a new key, even with the same values', async () => {
    const { actor, sent } = start(['ok', 'ok']);
    actor.send({ type: 'submit.send', values: topUp });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    // A late second click of a double click lands on the result and sends nothing.
    actor.send({ type: 'submit.send', values: topUp });
    expect(sent).toHaveLength(1);
    actor.send({ type: 'submit.again' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toBeNull();
    actor.send({ type: 'submit.send', values: topUp });
    await waitFor(actor, (snapshot) => snapshot.matches('done') && sent.length === 2);
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it('goes back from a failure to the review, and closes', async () => {
    const { actor } = start(['fail']);
    actor.send({ type: 'submit.review', values: topUp });
    actor.send({ type: 'submit.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'submit.back' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.send({ type: 'submit.close' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
