import { assign, fromPromise, setup } from 'xstate';
import { uploadMessages } from '../../domain/payouts/payout-upload';
import type { ChosenFile, PayoutFileConfirmation, PayoutUploadSummary } from './payouts.port';

/** What went wrong, as the dialog shows it (spec 3 §8: the description under the 'has errors' sentence). */
export interface UploadProblem {
  code: string;
  message: string;
  field: string | null;
}

export interface UploadContext {
  file: ChosenFile | null;
  summary: PayoutUploadSummary | null;
  confirmation: PayoutFileConfirmation | null;
  error: UploadProblem | null;
}

export type UploadEvent =
  | { type: 'file.chosen'; file: ChosenFile | null }
  | { type: 'upload.submit' }
  | { type: 'summary.confirm' }
  | { type: 'summary.cancel' }
  | { type: 'error.back' }
  | { type: 'close' };

function problemOf(error: unknown): UploadProblem {
  const item = error as { code?: unknown; message?: unknown; field?: unknown };
  return {
    code: typeof item.code === 'string' ? item.code : 'unexpected',
    message: typeof item.message === 'string' && item.message.trim() !== '' ? item.message : uploadMessages.hasErrors,
    field: typeof item.field === 'string' ? item.field : null,
  };
}

/**
 * spec 3 §2 Upload dialog and §4 Upload: fileUpload (choose a file), uploading, fileInfo (the summary),
 * confirming, then done; or error. Cancel on the summary is Delete file (discarding), so no pending
 * upload is left behind; nothing changes before the confirmation. The machine names its effects
 * (`uploadFile`, `confirmFile`, `discardFile`); the composition provides them. A second click on
 * Confirm is one event in `confirming`, which ignores it (and the server applies a file once).
 */
export const uploadMachine = setup({
  types: { context: {} as UploadContext, events: {} as UploadEvent },
  actors: {
    uploadFile: fromPromise<PayoutUploadSummary, { file: ChosenFile | null }>(async () => {
      throw new Error('uploadFile is provided at the edge');
    }),
    confirmFile: fromPromise<PayoutFileConfirmation, { summary: PayoutUploadSummary }>(async () => {
      throw new Error('confirmFile is provided at the edge');
    }),
    discardFile: fromPromise<void, { fileName: string }>(async () => {
      throw new Error('discardFile is provided at the edge');
    }),
  },
  guards: {
    hasPendingUpload: ({ context }) => context.summary !== null && context.confirmation === null,
  },
}).createMachine({
  id: 'upload',
  context: { file: null, summary: null, confirmation: null, error: null },
  initial: 'fileUpload',
  states: {
    fileUpload: {
      on: {
        'file.chosen': { actions: assign({ file: ({ event }) => event.file, error: null }) },
        'upload.submit': 'uploading',
        close: 'closed',
      },
    },
    uploading: {
      invoke: {
        src: 'uploadFile',
        input: ({ context }) => ({ file: context.file }),
        onDone: { target: 'fileInfo', actions: assign({ summary: ({ event }) => event.output, error: null }) },
        onError: { target: 'error', actions: assign({ error: ({ event }) => problemOf(event.error) }) },
      },
    },
    fileInfo: {
      on: {
        'summary.confirm': 'confirming',
        'summary.cancel': 'discarding',
        close: 'discarding',
      },
    },
    confirming: {
      invoke: {
        src: 'confirmFile',
        input: ({ context }) => ({ summary: context.summary as PayoutUploadSummary }),
        onDone: { target: 'done', actions: assign({ confirmation: ({ event }) => event.output, error: null }) },
        onError: { target: 'error', actions: assign({ error: ({ event }) => problemOf(event.error) }) },
      },
    },
    discarding: {
      invoke: {
        src: 'discardFile',
        input: ({ context }) => ({ fileName: context.summary?.fileName ?? '' }),
        // A pending upload that cannot be deleted expires on its own; the dialog closes either way.
        onDone: 'closed',
        onError: 'closed',
      },
    },
    done: { on: { close: 'closed' } },
    error: {
      on: {
        // Back to the summary when a confirmation failed (confirm again, or cancel it), else to choosing a file.
        'error.back': [
          { guard: 'hasPendingUpload', target: 'fileInfo', actions: assign({ error: null }) },
          { target: 'fileUpload', actions: assign({ error: null, file: null }) },
        ],
        close: [{ guard: 'hasPendingUpload', target: 'discarding' }, { target: 'closed' }],
      },
    },
    closed: { type: 'final' },
  },
});
