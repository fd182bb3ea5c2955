import { useTranslation } from 'react-i18next';
import type { ProviderLogEntry } from '../../application/inquire/inquire.port';
import { Ltr } from '../common/ltr';
import { numericDateTimeText } from '../kit/formatters';
import { JsonBlock } from './json-block';

/** spec 1 §2 and §6: the exchange with the provider, shown only when the server sent it (admins). */
export function ProviderLogsPanel({ logs }: { logs: ProviderLogEntry[] }) {
  const { t } = useTranslation();
  return (
    <section className="inquire-card" aria-labelledby="inquire-provider-logs-title">
      <header className="inquire-card__header">
        <h2 id="inquire-provider-logs-title">
          <i className="pi pi-server" aria-hidden="true" /> {t('inquire.providerLogs.title')}
        </h2>
        <span className="inquire-card__hint">{t('inquire.providerLogs.adminOnly')}</span>
      </header>
      {logs.map((log) => (
        <article key={log.startedAt} className="inquire-exchange">
          <p className="inquire-exchange__meta">
            {t(`inquire.providers.${log.provider}`)} · <Ltr>{numericDateTimeText(log.startedAt)}</Ltr> ·{' '}
            {t('inquire.providerLogs.duration', { ms: log.durationMs })}
          </p>
          <div className="inquire-exchange__pair">
            <div>
              <h3>{t('inquire.logs.request')}</h3>
              <JsonBlock value={log.request} label={t('inquire.providerLogs.requestLabel')} />
            </div>
            <div>
              <h3>{t('inquire.logs.response')}</h3>
              <JsonBlock value={log.response} label={t('inquire.providerLogs.responseLabel')} />
            </div>
          </div>
        </article>
      ))}
    </section>
  );
}
