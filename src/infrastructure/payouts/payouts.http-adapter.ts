import { inject, injectable } from 'inversify';
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
import { getAutoJobsStatus, setEasypaisaAutoJob, setJazzcashAutoJob } from '../../contract/auto-jobs.contract';
import {
  addAdminPayoutRequest,
  changePayoutRequestStatus,
  exportPayoutRequests,
  getPayoutRequest,
  listPayoutRequests,
  refreshEasypaisaPayoutRequest,
  refreshJazzcashPayoutRequest,
} from '../../contract/payouts.contract';
import { confirmPayoutFile, deletePayoutFile, exportFileRecords, pageFileRecords, uploadPayoutFile } from '../../contract/payout-files.contract';
import type { GridPage, GridWindow } from '../../domain/shared/grid-page';
import type { PayoutDecision, PayoutProvider } from '../../domain/payouts/payout-request';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';
import { toWire } from '../http/money-to-wire';
import { confirmationOf, fileParsedBodyOf, fileRecordOf, fileRecordQueryOf, uploadSummaryOf } from './payout-files.wire-mapping';
import { exportRowOf, filterBodyOf, listBodyOf, payoutRequestOf } from './payouts.wire-mapping';
import { idempotencyKeyHeader } from '../../contract/idempotency-key';

@injectable()
export class HttpPayoutsAdapter implements PayoutsPort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async list(query: PayoutQuery): Promise<PayoutPage> {
    const answer = await this.callApi(listPayoutRequests, { body: listBodyOf(query) });
    return { rows: answer.loanRequests.map(payoutRequestOf), total: answer.totalCount };
  }

  async exportRows(filter: PayoutFilter, timeZone: string): Promise<PayoutExportRow[]> {
    const answer = await this.callApi(exportPayoutRequests, { body: { ...filterBodyOf(filter), timeZone } });
    return answer.rows.map(exportRowOf);
  }

  async get(id: string): Promise<PayoutRequest> {
    return payoutRequestOf(await this.callApi(getPayoutRequest, { params: { id } }));
  }

  async decide(request: PayoutRequest, decision: PayoutDecision): Promise<PayoutRequest> {
    // spec 3 §7 Change status: id, status, amount, merchant; the server refuses an amount it does not hold.
    const body = { id: request.id, status: decision, amount: toWire(request.amount), merchant: request.merchantName };
    return payoutRequestOf(await this.callApi(changePayoutRequestStatus, { body }));
  }

  async refresh(id: string, provider: PayoutProvider): Promise<PayoutRefresh> {
    const call = provider === 'jazzcash' ? refreshJazzcashPayoutRequest : refreshEasypaisaPayoutRequest;
    const answer = await this.callApi(call, { body: { _id: id } });
    return { outcome: answer.status, message: answer.message, request: payoutRequestOf(answer.loanRequest) };
  }

  async autoPayments(): Promise<Record<PayoutProvider, AutoPaymentState>> {
    const answer = await this.callApi(getAutoJobsStatus);
    return { jazzcash: answer.jcJobStatus.status, easypaisa: answer.epJobStatus.status };
  }

  async setAutoPayment(provider: PayoutProvider, state: AutoPaymentState): Promise<AutoPaymentState> {
    if (provider === 'jazzcash') return (await this.callApi(setJazzcashAutoJob, { body: { status: state } })).jcJobStatus.status;
    return (await this.callApi(setEasypaisaAutoJob, { body: { status: state } })).epJobStatus.status;
  }

  async add(request: NewPayoutRequest, idempotencyKey: string): Promise<{ loanId: string }> {
    const { merchantId, ...form } = request;
    // The amount keeps its place among the form's fields: the body is the one the server has always read.
    const body = { ...form, amount: toWire(form.amount), ...(merchantId === undefined ? {} : { userTypeId: merchantId }) };
    const answer = await this.callApi(addAdminPayoutRequest, { body, headers: { [idempotencyKeyHeader]: idempotencyKey } });
    return { loanId: answer.result.loanId };
  }

  async uploadFile(file: ChosenFile): Promise<PayoutUploadSummary> {
    const answer = await this.callApi(uploadPayoutFile, { file: { name: file.name, content: file.content } });
    return uploadSummaryOf(answer.data);
  }

  async confirmFile(summary: PayoutUploadSummary): Promise<PayoutFileConfirmation> {
    return confirmationOf(await this.callApi(confirmPayoutFile, { body: fileParsedBodyOf(summary) }));
  }

  async discardFile(fileName: string): Promise<void> {
    await this.callApi(deletePayoutFile, { params: { fileName } });
  }

  async fileRecords(filter: FileRecordFilter, window: GridWindow): Promise<GridPage<FileRecord>> {
    const answer = await this.callApi(pageFileRecords, { query: { ...fileRecordQueryOf(filter), page: window.page, limit: window.size } });
    return { rows: answer.data.map(fileRecordOf), total: answer.count };
  }

  async exportFileRecords(filter: FileRecordFilter): Promise<Blob> {
    return this.callApi(exportFileRecords, { query: fileRecordQueryOf(filter) });
  }
}
