import type { AccountStatus } from './account-records';

// spec 2 §2.2 and §2.3: the history pages are a timeline of dated descriptions. The server writes
// them (docs/spec/decisions.md §8), naming who did what; these are the sentences it writes.

export type AccountHistoryEvent =
  | { kind: 'created' }
  | { kind: 'edited'; fields: readonly string[] }
  | { kind: 'status-changed'; from: AccountStatus; to: AccountStatus }
  | { kind: 'balance-added'; grossAmount: string; tax: string; netAmount: string; currency: string }
  | { kind: 'keys-revealed' }
  | { kind: 'deleted' };

export type AccountHistoryAction = AccountHistoryEvent['kind'];

/** One line of the timeline: what happened and who did it. */
export function historyDescriptionOf(event: AccountHistoryEvent, actorName: string): string {
  switch (event.kind) {
    case 'created':
      return `Account created by ${actorName}`;
    case 'edited':
      return event.fields.length === 0
        ? `Account saved without changes by ${actorName}`
        : `Account details changed (${event.fields.join(', ')}) by ${actorName}`;
    case 'status-changed':
      return `Status changed from ${event.from} to ${event.to} by ${actorName}`;
    case 'balance-added':
      return `Account balance of ${event.currency} ${event.netAmount} added (amount ${event.grossAmount}, tax ${event.tax}%) by ${actorName}`;
    case 'keys-revealed':
      return `Confidential keys revealed to ${actorName}`;
    case 'deleted':
      return `Account deleted by ${actorName}`;
  }
}
