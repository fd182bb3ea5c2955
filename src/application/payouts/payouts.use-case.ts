import { businessDayOf } from '../../domain/time/business-day';
import { formatInstant } from '../../domain/time/date-formats';
import { toAmountString } from '../../domain/money/money';
import { providerOfBank } from '../../domain/payouts/payout-request';
import { hasSpreadsheetName, payoutUploadLimits, uploadMessages } from '../../domain/payouts/payout-upload';
import { AppError } from '../errors/app-error';
import type {
  AutoPaymentState,
  ChosenFile,
  FileRecordFilter,
  PayoutExportRow,
  PayoutFilter,
  PayoutRefresh,
  PayoutRequest,
  PayoutsPort,
  PayoutUploadSummary,
} from './payouts.port';
import type { PayoutProvider } from '../../domain/payouts/payout-request';
import { portMethods } from '../use-cases/port-methods';

const passedOn = ['list', 'get', 'decide', 'autoPayments', 'add', 'confirmFile', 'discardFile', 'fileRecords'] as const;

export interface PayoutsUseCases extends Pick<PayoutsPort, (typeof passedOn)[number]> {
  /** spec 3 §2: the refresh matching the bank (Jazz…, Eas…); other banks have none. */
  refresh: (request: PayoutRequest) => Promise<PayoutRefresh>;
  /** docs/spec/decisions.md §6: the toggle takes the action it shows; the answer is the server's state. */
  toggleAutoPayment: (provider: PayoutProvider, current: AutoPaymentState) => Promise<AutoPaymentState>;
  /** spec 3 §2: Export produces a CSV named with the date. */
  exportCsv: (filter: PayoutFilter, timeZone: string, now: Date) => Promise<{ fileName: string; content: string }>;
  /** spec 3 §5 Upload: no file is 'Please select file', another type 'Only xlsx & xls files supported' (the server checks the bytes too). */
  uploadFile: (file: ChosenFile | null) => Promise<PayoutUploadSummary>;
  /** spec 3 §2 /file-records: export to a spreadsheet, named with the date. */
  exportFileRecords: (filter: FileRecordFilter, timeZone: string, now: Date) => Promise<{ fileName: string; content: Blob }>;
}

const exportColumns: (keyof PayoutExportRow)[] = [
  'loanId',
  'merchantName',
  'merchantOrderId',
  'amount',
  'certName',
  'payoutType',
  'bankName',
  'bankCode',
  'bankNo',
  'msisdn',
  'status',
  'createdDate',
  'dateFrom',
  'dateTo',
];

/** A CSV cell: quoted when needed, and a leading = + - @ neutralised so a spreadsheet never runs it. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function payoutCsv(rows: readonly PayoutExportRow[], timeZone: string): string {
  const lines = [exportColumns.join(',')];
  for (const row of rows) {
    lines.push(
      exportColumns
        .map((column) => {
          if (column === 'amount') return toAmountString(row.amount);
          if (column === 'createdDate') return cell(formatInstant(row.createdDate, 'dateTimeMinutes12h', timeZone));
          return cell(row[column] ?? '');
        })
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function payoutsUseCases(deps: { payouts: PayoutsPort }): PayoutsUseCases {
  const { payouts } = deps;
  return {
    ...portMethods(payouts, passedOn),
    refresh(request) {
      const provider = providerOfBank(request.bankName);
      if (provider === null) return Promise.reject(new AppError('validation_failed', `No refresh for ${request.bankName}`));
      return payouts.refresh(request.id, provider);
    },
    toggleAutoPayment: (provider, current) => payouts.setAutoPayment(provider, current === 'start' ? 'stop' : 'start'),
    async exportCsv(filter, timeZone, now) {
      const rows = await payouts.exportRows(filter, timeZone);
      const day = businessDayOf(now, timeZone);
      return { fileName: `payout-requests-${day}.csv`, content: payoutCsv(rows, timeZone) };
    },
    uploadFile(file) {
      if (file === null || file.size === 0) return Promise.reject(new AppError('file_missing', uploadMessages.noFile, 'file'));
      if (!hasSpreadsheetName(file.name)) return Promise.reject(new AppError('file_wrong_type', uploadMessages.wrongType, 'file'));
      if (file.size > payoutUploadLimits.maxBytes) {
        return Promise.reject(new AppError('file_too_large', `The file is larger than ${payoutUploadLimits.maxBytes / 1024 / 1024} MB`, 'file'));
      }
      return payouts.uploadFile(file);
    },
    async exportFileRecords(filter, timeZone, now) {
      const content = await payouts.exportFileRecords(filter);
      return { fileName: `file-records-${businessDayOf(now, timeZone)}.xlsx`, content };
    },
  };
}
