import { failureLabelOf, failureLabels, type FailureLabel } from './failure-labels';

export interface RawFailureCount {
  /** The provider's raw failure message, as the server groups it. */
  message: string;
  count: number;
}

export interface FailureLabelCount {
  label: FailureLabel | 'other';
  count: number;
}

const labelOrder = (label: FailureLabel | 'other') => (label === 'other' ? failureLabels.length : failureLabels.indexOf(label));

/**
 * spec 1 §2 (Billing Summary, Today's Failed Logs): raw messages are shown as the thirteen short
 * labels; messages that share a label are merged into one row, so no count is lost or counted
 * twice. Largest count first; ties in the order of the label list, unknown messages last.
 */
export function summariseFailures(rows: readonly RawFailureCount[]): FailureLabelCount[] {
  const totals = new Map<FailureLabel | 'other', number>();
  for (const row of rows) {
    const label = failureLabelOf(row.message);
    totals.set(label, (totals.get(label) ?? 0) + row.count);
  }
  return [...totals].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count || labelOrder(a.label) - labelOrder(b.label));
}
