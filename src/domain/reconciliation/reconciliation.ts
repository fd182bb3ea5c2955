// docs/decisions/0035-reconciliation.md: the words of a reconciliation, shared by the portal and the server.

export const reconciliationProviders = ['easypaisa', 'jazzcash', 'card'] as const;
export type ReconciliationProvider = (typeof reconciliationProviders)[number];

/**
 * How a line compares: on both books alike; on both but the amount or status differs; on the
 * provider's statement only (a charge we never recorded); on our books only.
 */
export const reconciliationClasses = ['matched', 'differs', 'provider_only', 'ours_only'] as const;
export type ReconciliationClass = (typeof reconciliationClasses)[number];

/** Where a line stands: open, a refund waiting for a second approver, refunded, or resolved with a note. */
export const lineStates = ['open', 'refund_pending', 'refunded', 'resolved'] as const;
export type LineState = (typeof lineStates)[number];

export const reconciliationPageSizes = [10, 25, 50, 100] as const;
export const reconciliationDefaultPageSize = 25;

/** Only a charge the provider took and we never recorded is given back from the screen. */
export function mayRefundOrphan(line: { class: ReconciliationClass; kind: string; state: LineState }): boolean {
  return line.class === 'provider_only' && line.kind === 'charge' && (line.state === 'open' || line.state === 'refund_pending');
}

/** A line that is not matched may be resolved with a note, once. */
export function mayResolve(line: { class: ReconciliationClass; state: LineState }): boolean {
  return line.class !== 'matched' && line.state === 'open';
}

export const reconciliationLimits = { noteMax: 500, statementMaxBytes: 40 * 1024 * 1024 } as const;
