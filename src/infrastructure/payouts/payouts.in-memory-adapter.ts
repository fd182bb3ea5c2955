import { AppError, appErrorCodes } from '../../application/errors/app-error';
import type {
  AutoPaymentState,
  ChosenFile,
  FileRecord,
  FileRecordFilter,
  PayoutFileConfirmation,
  PayoutUploadSummary,
  NewPayoutRequest,
  PayoutExportRow,
  PayoutFilter,
  PayoutPage,
  PayoutQuery,
  PayoutRefresh,
  PayoutRequest,
  PayoutsPort,
} from '../../application/payouts/payouts.port';
import { money } from '../../domain/money/money';
import type { PayoutDecision, PayoutProvider } from '../../domain/payouts/payout-request';
import type { GridPage, GridWindow } from '../../domain/shared/grid-page';
import { InMemoryPayoutFiles } from './payout-files.in-memory';

function demoRequest(index: number, overrides: Partial<PayoutRequest> = {}): PayoutRequest {
  return {
    id: `payout-${index}`,
    loanId: `LN0000${1000 + index}`,
    merchantOrderId: `MUL-PO-0000${index}`,
    merchantName: 'Multiverse',
    merchantId: 'merchant-multiverse',
    bankName: index % 2 === 0 ? 'Easypaisa' : 'Jazzcash',
    bankCode: null,
    certName: 'Ali Raza',
    certId: '35202-1234567-1',
    beneficiaryEmail: 'ali.raza@mail.example',
    msisdn: '03001234567',
    bankNo: '03001234567',
    payoutType: 'WALLET',
    amount: money(`${1500 + index * 250}.50`, 'PKR'),
    status: 'Pending',
    description: 'Salary advance',
    message: null,
    createdDate: `2026-11-${String(10 + index).padStart(2, '0')}T07:30:00.000Z`,
    updatedDate: `2026-11-${String(10 + index).padStart(2, '0')}T07:30:00.000Z`,
    approvalDate: null,
    job: { nextTry: null, nextTryReason: null },
    ...overrides,
  };
}

/** The whole PayoutsPort in memory; a test replaces any method through `overrides`. */
export class InMemoryPayoutsAdapter implements PayoutsPort {
  private rows: PayoutRequest[] = [
    demoRequest(1, { job: { nextTry: new Date(Date.now() + 42 * 60_000).toISOString(), nextTryReason: 'Operator timeout, retrying' } }),
    demoRequest(2),
    demoRequest(3, { status: 'Approved', message: 'Payout successful', approvalDate: '2026-11-13T09:00:00.000Z' }),
    demoRequest(4, { status: 'Rejected', message: 'Account does not exist', approvalDate: '2026-11-14T09:00:00.000Z' }),
  ];
  private auto: Record<PayoutProvider, AutoPaymentState> = { jazzcash: 'stop', easypaisa: 'stop' };
  private added = new Map<string, string>();
  private readonly files = new InMemoryPayoutFiles();

  constructor(private readonly overrides: Partial<PayoutsPort> = {}) {}

  private filtered(filter: PayoutFilter): PayoutRequest[] {
    const query = filter.query?.trim().toLowerCase() ?? '';
    return this.rows.filter(
      (row) =>
        (filter.status === undefined || row.status === filter.status) &&
        (query === '' || row.loanId.toLowerCase() === query || row.msisdn === query || row.certName.toLowerCase().startsWith(query)),
    );
  }

  async list(query: PayoutQuery): Promise<PayoutPage> {
    if (this.overrides.list) return this.overrides.list(query);
    const rows = this.filtered(query);
    const start = (query.page - 1) * query.pageSize;
    return { rows: rows.slice(start, start + query.pageSize), total: rows.length };
  }

  async exportRows(filter: PayoutFilter, timeZone: string): Promise<PayoutExportRow[]> {
    if (this.overrides.exportRows) return this.overrides.exportRows(filter, timeZone);
    return this.filtered(filter).map((row) => ({ ...row, dateFrom: filter.from ?? null, dateTo: filter.to ?? null }));
  }

  async get(id: string): Promise<PayoutRequest> {
    if (this.overrides.get) return this.overrides.get(id);
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new AppError(appErrorCodes.notFound, 'Payout request not found');
    return row;
  }

  async decide(request: PayoutRequest, decision: PayoutDecision): Promise<PayoutRequest> {
    if (this.overrides.decide) return this.overrides.decide(request, decision);
    const current = await this.get(request.id);
    if (current.status !== 'Pending') throw new AppError('conflict', `This request is already ${current.status}`);
    const decided = {
      ...current,
      status: decision,
      approvalDate: new Date().toISOString(),
      message: decision === 'Approved' ? 'Approved: sending to the provider' : 'Rejected by platform review',
    };
    this.rows = this.rows.map((row) => (row.id === request.id ? decided : row));
    return decided;
  }

  async refresh(id: string, provider: PayoutProvider): Promise<PayoutRefresh> {
    if (this.overrides.refresh) return this.overrides.refresh(id, provider);
    return { outcome: 'unknown', message: `${provider} has no payout for this request`, request: await this.get(id) };
  }

  async autoPayments(): Promise<Record<PayoutProvider, AutoPaymentState>> {
    if (this.overrides.autoPayments) return this.overrides.autoPayments();
    return { ...this.auto };
  }

  async setAutoPayment(provider: PayoutProvider, state: AutoPaymentState): Promise<AutoPaymentState> {
    if (this.overrides.setAutoPayment) return this.overrides.setAutoPayment(provider, state);
    this.auto = { ...this.auto, [provider]: state };
    return state;
  }

  async add(request: NewPayoutRequest, idempotencyKey: string): Promise<{ loanId: string }> {
    if (this.overrides.add) return this.overrides.add(request, idempotencyKey);
    const earlier = this.added.get(idempotencyKey);
    if (earlier !== undefined) return { loanId: earlier };
    const created = demoRequest(this.rows.length + 1, {
      ...request,
      beneficiaryEmail: request.beneficiaryEmail ?? null,
      createdDate: new Date().toISOString(),
    });
    this.rows = [created, ...this.rows];
    this.added.set(idempotencyKey, created.loanId);
    return { loanId: created.loanId };
  }

  async uploadFile(file: ChosenFile): Promise<PayoutUploadSummary> {
    if (this.overrides.uploadFile) return this.overrides.uploadFile(file);
    return this.files.upload(file, this.rows);
  }

  async confirmFile(summary: PayoutUploadSummary): Promise<PayoutFileConfirmation> {
    if (this.overrides.confirmFile) return this.overrides.confirmFile(summary);
    return this.files.confirm(summary, async (loanId, decision) => {
      const row = this.rows.find((candidate) => candidate.loanId === loanId);
      if (row === undefined || row.status !== 'Pending') return false;
      await this.decide(row, decision);
      return true;
    });
  }

  async discardFile(fileName: string): Promise<void> {
    if (this.overrides.discardFile) return this.overrides.discardFile(fileName);
    this.files.discard(fileName);
  }

  async fileRecords(filter: FileRecordFilter, window: GridWindow): Promise<GridPage<FileRecord>> {
    if (this.overrides.fileRecords) return this.overrides.fileRecords(filter, window);
    return this.files.page(filter, window);
  }

  async exportFileRecords(filter: FileRecordFilter): Promise<Blob> {
    if (this.overrides.exportFileRecords) return this.overrides.exportFileRecords(filter);
    // No spreadsheet library in the portal: the demo export is the records as tab-separated text.
    const { rows } = this.files.page(filter, { page: 1, size: 500 });
    const lines = rows.map((record) => [record.originalName, record.fileName, record.createdDate, record.updatedRecords].join('\t'));
    return new Blob([lines.join('\n')], { type: 'text/tab-separated-values' });
  }
}
