import { afterRequestCommit } from '../db/request-transaction';
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createTransactionsCsvJob, downloadCsvJobFile, getCsvJobDownload, listCsvJobs } from '../../../src/contract/csv-jobs.contract';
import { canDownload } from '../../../src/domain/csv/csv-job-status';
import { merchantFilterOf } from '../../../src/domain/organisation/organisation-scope';
import { conflict, forbidden, notFound } from '../http/api-failure';
import { alreadyReplied, registerCall, type RouteKit } from '../http/register-call';
import { publicAccess, signedIn } from '../http/route-access';
import { basePrefixes } from '../http/base-prefixes';
import type { CsvExportWorker } from './csv-export-worker';
import type { CsvJobsRepository } from './csv-jobs.repository';
import { csvJobRowOf } from './csv-jobs.wire-mapping';
import { downloadUrlOf, type DownloadLinks } from './download-link';
import { storedQueryOf } from './transaction-export-filter';

/** The module name a transaction report export is listed under. */
export const transactionsModule = 'transactions';

export interface CsvJobsRoutesDeps {
  jobs: CsvJobsRepository;
  worker: Pick<CsvExportWorker, 'wake'>;
  downloadLinks: () => Promise<DownloadLinks>;
  /** PUBLIC_URL: where browsers reach this server; unset, links are relative. */
  publicUrl: string | undefined;
  businessTimeZone: string;
  now: () => Date;
}

export function registerCsvJobsRoutes(app: FastifyInstance, kit: RouteKit, deps: CsvJobsRoutesDeps): void {
  const { jobs, worker, downloadLinks } = deps;
  const nowSeconds = () => Math.floor(deps.now().getTime() / 1000);

  registerCall(app, kit, listCsvJobs, signedIn('organisation', ['CsvJobs', 'viewAll']), async ({ query, actor }) => {
    const { rows, count } = await jobs.list(actor, query);
    return { data: { data: rows.map(csvJobRowOf), count } };
  });

  registerCall(app, kit, createTransactionsCsvJob, signedIn('organisation', ['Reports', 'generateReport']), async ({ body, actor }) => {
    const merchants = merchantFilterOf(actor.scope);
    // Carrier staff see no merchant's transactions (docs/spec/decisions.md §2), so there is nothing to export.
    if (merchants === 'none') return forbidden();
    // A merchant's export is its own rows whatever the filter asks for.
    const merchantId = merchants === 'all' ? null : merchants.merchantId;
    const id = await jobs.create({
      merchantId,
      createdBy: actor.userId,
      module: transactionsModule,
      query: storedQueryOf(body, merchantId, deps.businessTimeZone),
    });
    // The job row is visible to the worker once the request's transaction commits.
    afterRequestCommit(() => worker.wake());
    return { is_success: true as const, data: { _id: id } };
  });

  registerCall(app, kit, getCsvJobDownload, signedIn('organisation', ['CsvJobs', 'viewAll']), async ({ params, actor }) => {
    const job = await jobs.findVisible(actor, params.id);
    if (job === undefined) return notFound('CSV job not found');
    if (!canDownload(job.status)) return conflict('Only a completed job can be downloaded', 'status');
    const { expires, signature } = (await downloadLinks()).sign(job.id, nowSeconds());
    const path = `${basePrefixes.api}/v1/csv-jobs/${encodeURIComponent(job.id)}/file?expires=${expires}&signature=${signature}`;
    return { data: { data: { url: downloadUrlOf(path, deps.publicUrl) } } };
  });

  registerCall(app, kit, downloadCsvJobFile, publicAccess, async ({ params, query, reply }) => {
    const verdict = (await downloadLinks()).verify(params.id, query.expires, query.signature, nowSeconds());
    if (verdict === 'expired') return forbidden('This download link has expired. Download the file again from CSV Jobs.');
    if (verdict === 'forged') return forbidden('This download link is not valid');
    const job = await jobs.find(params.id);
    if (job === undefined || job.status === 'deleted') return notFound('CSV job not found');
    if (!canDownload(job.status) || job.filePath === null) return conflict('Only a completed job can be downloaded', 'status');
    const stream = createReadStream(job.filePath);
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    }).catch(() => undefined);
    if (stream.destroyed) return notFound('The file of this job is no longer available');
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="CSV_${job.id}.csv"`)
      .header('cache-control', 'no-store')
      .send(stream);
    return alreadyReplied;
  });
}
