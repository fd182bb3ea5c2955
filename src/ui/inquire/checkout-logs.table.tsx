import { useTranslation } from 'react-i18next';
import type { CheckoutLogEntry } from '../../application/inquire/inquire.port';
import { Ltr } from '../common/ltr';
import { numericDateTimeText } from '../kit/formatters';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useMediaQuery } from '../kit/use-media-query';
import { InquireCard } from './inquire-card';
import { JsonBlock } from '../kit/json-block';

/** Below this width two JSON columns do not fit side by side: each log becomes a card. */
const narrowQuery = '(max-width: 760px)';

/** Logs are tall (two JSON documents each), so ten make a page. */
const systemLogsPageSizes = [10];

/** spec 1 §2: the system (checkout) logs of the order, newest first. */
export function CheckoutLogsTable({ logs }: { logs: CheckoutLogEntry[] }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(narrowQuery);
  const columns: TableColumn<CheckoutLogEntry>[] = [
    { id: 'createdAt', header: t('inquire.systemLogs.date'), minWidth: '11rem', body: (log) => <Ltr>{numericDateTimeText(log.createdAt)}</Ltr> },
    { id: 'provider', header: t('inquire.systemLogs.provider'), minWidth: '7rem', body: (log) => log.provider },
    { id: 'serviceId', header: t('inquire.systemLogs.serviceId'), minWidth: '6rem', body: (log) => <Ltr>{log.serviceId ?? '—'}</Ltr> },
    { id: 'request', header: t('inquire.logs.request'), minWidth: '16rem', body: (log) => <JsonBlock value={log.request} label={t('inquire.logs.request')} /> },
    {
      id: 'response',
      header: t('inquire.logs.response'),
      minWidth: '16rem',
      body: (log) => <JsonBlock value={log.response} label={t('inquire.logs.response')} />,
    },
  ];
  return (
    <InquireCard
      titleId="inquire-system-logs-title"
      icon="pi-list"
      title={t('inquire.systemLogs.title')}
      hint={t('inquire.systemLogs.count', { count: logs.length })}
    >
      {narrow ? (
        <CheckoutLogsList logs={logs} />
      ) : (
        <ReportTable
          label={t('inquire.systemLogs.title')}
          rows={logs}
          dataKey="id"
          columns={columns}
          emptyMessage={t('inquire.systemLogs.empty')}
          pageSizes={systemLogsPageSizes}
          className="inquire-logs"
        />
      )}
    </InquireCard>
  );
}

function CheckoutLogsList({ logs }: { logs: CheckoutLogEntry[] }) {
  const { t } = useTranslation();
  if (logs.length === 0) return <p className="inquire-card__hint">{t('inquire.systemLogs.empty')}</p>;
  return (
    <ol className="inquire-log-list" aria-label={t('inquire.systemLogs.title')}>
      {logs.map((log) => (
        <li key={log.id} className="inquire-exchange">
          <p className="inquire-exchange__meta">
            <Ltr>{numericDateTimeText(log.createdAt)}</Ltr> · {log.provider} · {t('inquire.systemLogs.serviceId')} <Ltr>{log.serviceId ?? '—'}</Ltr>
          </p>
          <div className="inquire-exchange__pair">
            <JsonBlock value={log.request} label={t('inquire.logs.request')} />
            <JsonBlock value={log.response} label={t('inquire.logs.response')} />
          </div>
        </li>
      ))}
    </ol>
  );
}
