import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ChosenFile, PayoutFileConfirmation, PayoutUploadSummary } from '../../src/application/payouts/payouts.port';
import { uploadMachine } from '../../src/application/payouts/upload.machine';
import { AppError } from '../../src/application/errors/app-error';
import { money } from '../../src/domain/money/money';

const file: ChosenFile = { name: 'pending.xlsx', size: 1200, content: new Blob(['x']) };
const summary: PayoutUploadSummary = {
  originalName: 'pending.xlsx',
  fileName: 'payouts-1.xlsx',
  size: 1200,
  total: 2,
  approved: 1,
  rejected: 1,
  invalidStatus: [],
  amount: money('10.00', 'PKR'),
  discarded: 0,
  rows: [],
};
const confirmation: PayoutFileConfirmation = {
  record: {
    id: 'r1',
    originalName: 'pending.xlsx',
    fileName: 'payouts-1.xlsx',
    updatedRecords: 2,
    noOfTransactions: 2,
    approved: 1,
    rejected: 1,
    amount: money('10.00', 'PKR'),
    createdDate: '2026-11-01T09:00:00.000Z',
    dateFrom: null,
    dateTo: null,
  },
  alreadyConfirmed: false,
  skipped: [],
};

function start(effects: { upload?: () => Promise<PayoutUploadSummary>; confirm?: () => Promise<PayoutFileConfirmation> } = {}) {
  const calls: string[] = [];
  const machine = uploadMachine.provide({
    actors: {
      uploadFile: fromPromise(async ({ input }) => {
        calls.push(`upload ${input.file?.name ?? 'none'}`);
        return (effects.upload ?? (async () => summary))();
      }),
      confirmFile: fromPromise(async ({ input }) => {
        calls.push(`confirm ${input.summary.fileName}`);
        return (effects.confirm ?? (async () => confirmation))();
      }),
      discardFile: fromPromise(async ({ input }) => {
        calls.push(`discard ${input.fileName}`);
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('upload machine (spec 3 §2 Upload dialog, §4 Upload)', () => {
  it('goes fileUpload, uploading, fileInfo, confirming, done', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('fileUpload');
    actor.send({ type: 'file.chosen', file });
    actor.send({ type: 'upload.submit' });
    expect(actor.getSnapshot().value).toBe('uploading');
    await waitFor(actor, (state) => state.matches('fileInfo'));
    expect(actor.getSnapshot().context.summary).toEqual(summary);
    actor.send({ type: 'summary.confirm' });
    actor.send({ type: 'summary.confirm' });
    await waitFor(actor, (state) => state.matches('done'));
    expect(actor.getSnapshot().context.confirmation).toEqual(confirmation);
    expect(calls).toEqual(['upload pending.xlsx', 'confirm payouts-1.xlsx']);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('cancelling the summary deletes the pending file', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'file.chosen', file });
    actor.send({ type: 'upload.submit' });
    await waitFor(actor, (state) => state.matches('fileInfo'));
    actor.send({ type: 'summary.cancel' });
    await waitFor(actor, (state) => state.status === 'done');
    expect(calls).toEqual(['upload pending.xlsx', 'discard payouts-1.xlsx']);
  });

  it('shows a refused file’s error with its field, and goes back to choosing a file', async () => {
    const { actor } = start({ upload: async () => Promise.reject(new AppError('file_wrong_type', 'Only xlsx & xls files supported', 'file')) });
    actor.send({ type: 'file.chosen', file });
    actor.send({ type: 'upload.submit' });
    await waitFor(actor, (state) => state.matches('error'));
    expect(actor.getSnapshot().context.error).toEqual({ code: 'file_wrong_type', message: 'Only xlsx & xls files supported', field: 'file' });
    actor.send({ type: 'error.back' });
    expect(actor.getSnapshot().value).toBe('fileUpload');
    expect(actor.getSnapshot().context).toMatchObject({ error: null, file: null });
  });

  it('after a failed confirmation goes back to the summary, and closing then deletes the file', async () => {
    let fail = true;
    const { actor, calls } = start({
      confirm: async () => (fail ? Promise.reject(new AppError('conflict', 'The total does not match', 'total')) : confirmation),
    });
    actor.send({ type: 'file.chosen', file });
    actor.send({ type: 'upload.submit' });
    await waitFor(actor, (state) => state.matches('fileInfo'));
    actor.send({ type: 'summary.confirm' });
    await waitFor(actor, (state) => state.matches('error'));
    expect(actor.getSnapshot().context.error?.field).toBe('total');
    actor.send({ type: 'error.back' });
    expect(actor.getSnapshot().value).toBe('fileInfo');
    fail = false;
    actor.send({ type: 'summary.confirm' });
    await waitFor(actor, (state) => state.matches('done'));
    expect(calls).toEqual(['upload pending.xlsx', 'confirm payouts-1.xlsx', 'confirm payouts-1.xlsx']);

    const second = start({ confirm: async () => Promise.reject(new Error('')) });
    second.actor.send({ type: 'file.chosen', file });
    second.actor.send({ type: 'upload.submit' });
    await waitFor(second.actor, (state) => state.matches('fileInfo'));
    second.actor.send({ type: 'summary.confirm' });
    await waitFor(second.actor, (state) => state.matches('error'));
    expect(second.actor.getSnapshot().context.error?.message).toBe('File has some errors. Please review to fix them and reupload.');
    second.actor.send({ type: 'close' });
    await waitFor(second.actor, (state) => state.status === 'done');
    expect(second.calls.at(-1)).toBe('discard payouts-1.xlsx');
  });
});
