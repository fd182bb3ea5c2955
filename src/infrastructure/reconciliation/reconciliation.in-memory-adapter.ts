import type {
  OrphanRefundResult,
  ReconciliationDayKey,
  ReconciliationLine,
  ReconciliationLineFilter,
  ReconciliationLinePage,
  ReconciliationLineQuery,
  ReconciliationPort,
  ReconciliationSummary,
  StatementFile,
} from '../../application/reconciliation/reconciliation.port';
import { addMoney, money } from '../../domain/money/money';
import { mayRefundOrphan, reconciliationClasses } from '../../domain/reconciliation/reconciliation';

/** Above this a refund waits for a second approver, as the server's four-eyes limit does. */
const fourEyesAbove = 100_000;

function line(id: string, partial: Partial<ReconciliationLine> & Pick<ReconciliationLine, 'class' | 'providerReference'>): ReconciliationLine {
  return {
    id,
    lineNo: null,
    kind: 'charge',
    state: 'open',
    merchantReference: partial.providerReference,
    statementAt: null,
    statementAmount: null,
    statementStatus: null,
    ourId: null,
    ourAmount: null,
    ourStatus: null,
    note: null,
    refundRequestedBy: null,
    resolvedBy: null,
    resolvedAt: null,
    ...partial,
  };
}

function demoLines(key: ReconciliationDayKey): ReconciliationLine[] {
  const at = `${key.day}T05:00:00.000Z`;
  const pkr = (amount: string) => money(amount, 'PKR');
  return [
    line('1', {
      lineNo: 2,
      class: 'matched',
      providerReference: 'ATT-1001',
      statementAt: at,
      statementAmount: pkr('1499.00'),
      statementStatus: 'SUCCESS',
      ourId: 'EP0000001001',
      ourAmount: pkr('1499.00'),
      ourStatus: 'Success',
    }),
    line('2', {
      lineNo: 3,
      class: 'differs',
      providerReference: 'ATT-1002',
      statementAt: at,
      statementAmount: pkr('700.00'),
      statementStatus: 'SUCCESS',
      ourId: 'EP0000001002',
      ourAmount: pkr('699.99'),
      ourStatus: 'Success',
    }),
    line('3', {
      lineNo: 4,
      class: 'provider_only',
      providerReference: 'ATT-1003',
      statementAt: at,
      statementAmount: pkr('250.00'),
      statementStatus: 'SUCCESS',
    }),
    line('4', {
      lineNo: 5,
      class: 'provider_only',
      providerReference: 'ATT-1004',
      statementAt: at,
      statementAmount: pkr('150000.00'),
      statementStatus: 'SUCCESS',
    }),
    line('5', { class: 'ours_only', providerReference: 'ATT-1005', ourId: 'EP0000001005', ourAmount: pkr('125.00'), ourStatus: 'Success' }),
  ];
}

/** The whole ReconciliationPort in memory; a test replaces any method through `overrides`. */
export class InMemoryReconciliationAdapter implements ReconciliationPort {
  readonly #days = new Map<string, ReconciliationLine[]>();
  readonly #runs = new Map<string, ReconciliationSummary['run']>();

  constructor(private readonly overrides: Partial<ReconciliationPort> = {}) {}

  #linesOf(key: ReconciliationDayKey): ReconciliationLine[] {
    const name = `${key.provider} ${key.day}`;
    let lines = this.#days.get(name);
    if (lines === undefined) {
      lines = demoLines(key);
      this.#days.set(name, lines);
      this.#runs.set(name, {
        id: `run-${name}`,
        source: 'provider',
        fileName: null,
        statementLines: 4,
        startedBy: 'daily reconciliation',
        startedAt: `${key.day}T19:05:00.000Z`,
        finishedAt: `${key.day}T19:05:01.000Z`,
      });
    }
    return lines;
  }

  #find(id: string): ReconciliationLine {
    for (const lines of this.#days.values()) {
      const found = lines.find((candidate) => candidate.id === id);
      if (found) return found;
    }
    throw new Error('No such reconciliation line');
  }

  /** Replaces a line by a changed copy, as a server's answer is a new object. */
  #change(row: ReconciliationLine, change: Partial<ReconciliationLine>): ReconciliationLine {
    const changed = { ...row, ...change };
    for (const lines of this.#days.values()) {
      const index = lines.indexOf(row);
      if (index >= 0) lines[index] = changed;
    }
    return changed;
  }

  #filtered(filter: ReconciliationLineFilter): ReconciliationLine[] {
    const reference = filter.reference?.toLowerCase();
    return this.#linesOf(filter).filter(
      (row) =>
        (filter.class === undefined || row.class === filter.class) &&
        (filter.status === undefined || row.state === filter.status) &&
        (reference === undefined || [row.providerReference, row.merchantReference, row.ourId].some((text) => text?.toLowerCase().includes(reference))),
    );
  }

  async summary(key: ReconciliationDayKey): Promise<ReconciliationSummary> {
    if (this.overrides.summary) return this.overrides.summary(key);
    const lines = this.#linesOf(key);
    return {
      run: this.#runs.get(`${key.provider} ${key.day}`) ?? null,
      classes: reconciliationClasses.map((name) => {
        const of = lines.filter((row) => row.class === name);
        return {
          class: name,
          count: of.length,
          amount: of.reduce((sum, row) => addMoney(sum, row.statementAmount ?? row.ourAmount ?? money('0', 'PKR')), money('0', 'PKR')),
          open: of.filter((row) => row.state === 'open').length,
        };
      }),
      pendingApprovals: lines.filter((row) => row.state === 'refund_pending').length,
    };
  }

  async lines(query: ReconciliationLineQuery): Promise<ReconciliationLinePage> {
    if (this.overrides.lines) return this.overrides.lines(query);
    const rows = this.#filtered(query);
    const first = (query.page - 1) * query.pageSize;
    return { rows: rows.slice(first, first + query.pageSize), total: rows.length };
  }

  async exportLines(filter: ReconciliationLineFilter): Promise<Blob> {
    if (this.overrides.exportLines) return this.overrides.exportLines(filter);
    const text = ['Provider Reference,Class,State', ...this.#filtered(filter).map((row) => `${row.providerReference},${row.class},${row.state}`)].join('\r\n');
    return new Blob([text], { type: 'text/csv' });
  }

  async run(key: ReconciliationDayKey): Promise<ReconciliationSummary> {
    if (this.overrides.run) return this.overrides.run(key);
    this.#linesOf(key);
    return this.summary(key);
  }

  async upload(key: ReconciliationDayKey, file: StatementFile): Promise<ReconciliationSummary> {
    if (this.overrides.upload) return this.overrides.upload(key, file);
    this.#linesOf(key);
    const name = `${key.provider} ${key.day}`;
    const run = this.#runs.get(name);
    if (run) this.#runs.set(name, { ...run, source: 'upload', fileName: file.name });
    return this.summary(key);
  }

  async refundOrphan(lineId: string, reason: string): Promise<OrphanRefundResult> {
    if (this.overrides.refundOrphan) return this.overrides.refundOrphan(lineId, reason);
    const row = this.#find(lineId);
    if (row.state === 'refunded') return { outcome: 'refunded', message: 'The charge was given back', line: row };
    if (!mayRefundOrphan(row)) throw new Error('Only a charge on the provider’s statement alone can be given back');
    if (Number(row.statementAmount?.minor ?? 0n) / 100 > fourEyesAbove && row.state === 'open') {
      const pending = this.#change(row, { state: 'refund_pending', refundRequestedBy: 'admin', note: reason });
      return { outcome: 'awaiting-approval', message: 'Above the four-eyes limit: another staff member must approve this refund', line: pending };
    }
    if (row.state === 'refund_pending')
      return { outcome: 'awaiting-approval', message: 'Above the four-eyes limit: another staff member must approve this refund', line: row };
    const refunded = this.#change(row, { state: 'refunded', resolvedBy: 'admin', resolvedAt: new Date().toISOString(), note: reason });
    return { outcome: 'refunded', message: 'The charge was given back', line: refunded };
  }

  async resolve(lineId: string, note: string): Promise<ReconciliationLine> {
    if (this.overrides.resolve) return this.overrides.resolve(lineId, note);
    return this.#change(this.#find(lineId), { state: 'resolved', note, resolvedBy: 'admin', resolvedAt: new Date().toISOString() });
  }
}
