import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import type { CheckoutLogEntry } from '../../application/inquire/inquire.port';
import { formatInstant } from '../../domain/time/date-formats';
import { Ltr } from '../common/ltr';
import { useMediaQuery } from '../shell/use-media-query';
import { JsonBlock } from './json-block';

/** Below this width two JSON columns do not fit side by side: each log becomes a card. */
const narrowQuery = '(max-width: 760px)';

/** Logs are tall (two JSON documents each), so ten make a page. */
const systemLogsPageSize = 10;

/** spec 1 §2: the system (checkout) logs of the order, newest first. */
export function CheckoutLogsTable({ logs }: { logs: CheckoutLogEntry[] }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(narrowQuery);
  return (
    <section className="inquire-card" aria-labelledby="inquire-system-logs-title">
      <header className="inquire-card__header">
        <h2 id="inquire-system-logs-title">
          <i className="pi pi-list" aria-hidden="true" /> {t('inquire.systemLogs.title')}
        </h2>
        <span className="inquire-card__hint">{t('inquire.systemLogs.count', { count: logs.length })}</span>
      </header>
      {narrow ? (
        <CheckoutLogsList logs={logs} />
      ) : (
        <DataTable
          value={logs}
          dataKey="id"
          size="small"
          stripedRows
          scrollable
          paginator={logs.length > systemLogsPageSize}
          rows={systemLogsPageSize}
          emptyMessage={t('inquire.systemLogs.empty')}
          aria-label={t('inquire.systemLogs.title')}
          className="inquire-logs"
        >
          <Column
            header={t('inquire.systemLogs.date')}
            body={(log: CheckoutLogEntry) => <Ltr>{formatInstant(log.createdAt, 'numericDateTime')}</Ltr>}
            style={{ minWidth: '11rem' }}
          />
          <Column header={t('inquire.systemLogs.provider')} field="provider" style={{ minWidth: '7rem' }} />
          <Column
            header={t('inquire.systemLogs.serviceId')}
            body={(log: CheckoutLogEntry) => <Ltr>{log.serviceId ?? '—'}</Ltr>}
            style={{ minWidth: '6rem' }}
          />
          <Column
            header={t('inquire.logs.request')}
            body={(log: CheckoutLogEntry) => <JsonBlock value={log.request} label={t('inquire.logs.request')} />}
            style={{ minWidth: '16rem' }}
          />
          <Column
            header={t('inquire.logs.response')}
            body={(log: CheckoutLogEntry) => <JsonBlock value={log.response} label={t('inquire.logs.response')} />}
            style={{ minWidth: '16rem' }}
          />
        </DataTable>
      )}
    </section>
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
            <Ltr>{formatInstant(log.createdAt, 'numericDateTime')}</Ltr> · {log.provider} · {t('inquire.systemLogs.serviceId')}{' '}
            <Ltr>{log.serviceId ?? '—'}</Ltr>
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
