import type { FastifyInstance } from 'fastify';
import {
  confirmPayoutFile,
  deletePayoutFile,
  exportFileRecords,
  fileRecordExportLimit,
  pageFileRecords,
  uploadPayoutFile,
  xlsxContentType,
} from '../../../src/contract/payout-files.contract';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import { businessDayOf } from '../../../src/domain/time/business-day';
import type { Decimal } from '../../../src/domain/money/decimal';
import { ApiFailure, failure, notFound } from '../http/api-failure';
import { alreadyReplied, registerCall, type RouteKit } from '../http/register-call';
import { signedIn } from '../http/route-access';
import { uploadFailure } from '../http/uploaded-file';
import type { FileRecordsRepository } from './file-records.repository';
import { fileRecordDtoOf, fileRecordsWorkbook } from './file-records.wire-mapping';
import type { PayoutUploadService } from './payout-upload.service';
import type { PayoutWorker } from './payout-worker';

export interface PayoutFilesRoutesDeps {
  uploads: PayoutUploadService;
  fileRecords: FileRecordsRepository;
  worker: PayoutWorker;
  fourEyesAbove: Decimal | null;
  businessTimeZone: string;
  now: () => Date;
}

/**
 * spec 3 §2 Upload dialog and /file-records, §7 File upload, File parsed, Delete file
 * (docs/decisions/0026-payout-files.md). Uploading, confirming and deleting are platform
 * staff's with LoanRequest.uploadRequests; the file records are platform staff's to read and export.
 */
export function registerPayoutFilesRoutes(app: FastifyInstance, kit: RouteKit, deps: PayoutFilesRoutesDeps): void {
  const upload = signedIn('platform', ['LoanRequest', 'uploadRequests']);

  registerCall(app, kit, uploadPayoutFile, upload, async ({ actor, file }) => {
    if (file === null) return uploadFailure(400, 'file.missing', 'Please select file', 'file');
    const summary = await deps.uploads.upload(actor, file);
    return summary instanceof ApiFailure ? summary : { data: summary };
  });

  registerCall(app, kit, confirmPayoutFile, upload, async ({ actor, body }) => {
    const outcome = await deps.uploads.confirm(actor, body, deps.fourEyesAbove);
    if (outcome instanceof ApiFailure) return outcome;
    if (!outcome.alreadyConfirmed) deps.worker.wake();
    const record = await deps.fileRecords.byId(outcome.fileRecordId);
    if (record === undefined) return notFound('The file record is gone');
    return { data: { fileRecord: fileRecordDtoOf(record), alreadyConfirmed: outcome.alreadyConfirmed, skipped: outcome.skipped } };
  });

  registerCall(app, kit, deletePayoutFile, upload, async ({ params }) => {
    const deleted = await deps.uploads.discard(params.fileName);
    return deleted instanceof ApiFailure ? deleted : { data: { fileName: params.fileName, deleted: true as const } };
  });

  const read = signedIn('platform', ['LoanRequest', 'viewAll']);
  registerCall(app, kit, pageFileRecords, read, async ({ query }) => {
    const { rows, total } = await deps.fileRecords.page(query, query.page, query.limit);
    return { data: rows.map(fileRecordDtoOf), count: total };
  });

  registerCall(app, kit, exportFileRecords, read, async ({ query, reply }) => {
    const { rows, total } = await deps.fileRecords.all(query, fileRecordExportLimit);
    if (total > fileRecordExportLimit) {
      return failure(
        422,
        errorCodes.validation,
        `The export holds at most ${fileRecordExportLimit} records (this filter has ${total}): narrow the dates`,
        'from',
      );
    }
    const day = businessDayOf(deps.now(), deps.businessTimeZone);
    await reply
      .type(xlsxContentType)
      .header('content-disposition', `attachment; filename="file-records-${day}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(fileRecordsWorkbook(rows, deps.businessTimeZone));
    return alreadyReplied;
  });
}
