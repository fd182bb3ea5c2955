import { assign, fromPromise, setup } from 'xstate';
import { accessAfterInquireResponse, inquireAccess } from '../../domain/inquire/inquire-rules';
import type { OrganisationKind, OrganisationScope } from '../../domain/organisation/organisation-scope';

export interface InquireAccessInput {
  /** The signed-in user's organisation kind and id, from the session token. */
  organisation: OrganisationKind;
  userTypeId: string;
}

export interface InquireAccessContext {
  scope: OrganisationScope;
  enableInquireMerchant: boolean | null;
  settingLoaded: boolean;
}

export type InquireAccessEvent = { type: 'inquire.answered'; permission: boolean };

function scopeOf(input: InquireAccessInput): OrganisationScope {
  if (input.organisation === 'merchant') return { kind: 'merchant', merchantId: input.userTypeId };
  return { kind: input.organisation, operatorId: input.userTypeId };
}

/**
 * spec 1 §2 and §4 "Inquire page access": loading, then access or denied. A merchant's
 * enableInquireMerchant setting is loaded on entry; a failed load is logged (spec 1 §8) and the
 * decision is made without it. A server answer without permission turns access off. The machine
 * names its effects (`loadInquireSetting`, `reportProblem`); the edge provides them.
 */
export const inquireAccessMachine = setup({
  types: {
    context: {} as InquireAccessContext,
    events: {} as InquireAccessEvent,
    input: {} as InquireAccessInput,
  },
  actors: {
    loadInquireSetting: fromPromise<boolean>(async () => {
      throw new Error('loadInquireSetting is provided at the edge');
    }),
  },
  actions: {
    reportProblem: (_, _params: { problem: unknown }) => {},
  },
  guards: {
    isMerchant: ({ context }) => context.scope.kind === 'merchant',
    mayInquire: ({ context }) => inquireAccess(context) === 'access',
    lacksPermission: (_, params: { permission: boolean }) => accessAfterInquireResponse('access', params) === 'denied',
  },
}).createMachine({
  id: 'inquireAccess',
  context: ({ input }) => ({ scope: scopeOf(input), enableInquireMerchant: null, settingLoaded: false }),
  initial: 'loading',
  states: {
    loading: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isMerchant', target: 'loadingSetting' }, { target: 'loaded' }],
        },
        loadingSetting: {
          invoke: {
            src: 'loadInquireSetting',
            onDone: {
              target: 'loaded',
              actions: assign({ enableInquireMerchant: ({ event }) => event.output, settingLoaded: true }),
            },
            onError: {
              target: 'loaded',
              actions: { type: 'reportProblem', params: ({ event }) => ({ problem: event.error }) },
            },
          },
        },
        loaded: { type: 'final' },
      },
      onDone: [{ guard: 'mayInquire', target: 'access' }, { target: 'denied' }],
    },
    access: {
      on: {
        'inquire.answered': {
          guard: { type: 'lacksPermission', params: ({ event }) => ({ permission: event.permission }) },
          target: 'denied',
        },
      },
    },
    denied: {},
  },
});
