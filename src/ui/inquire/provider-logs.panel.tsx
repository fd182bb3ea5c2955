import { useTranslation } from 'react-i18next';
import type { ProviderLogEntry } from '../../application/inquire/inquire.port';
import { Ltr } from '../common/ltr';
import { numericDateTimeText } from '../kit/formatters';
import { InquireCard, TitledJson } from './inquire-card';

/** spec 1 §2 and §6: the exchange with the provider, shown only when the server sent it (admins). */
export function ProviderLogsPanel({ logs }: { logs: ProviderLogEntry[] }) {
  const { t } = useTranslation();
  return (
    <InquireCard titleId="inquire-provider-logs-title" icon="pi-server" title={t('inquire.providerLogs.title')} hint={t('inquire.providerLogs.adminOnly')}>
      {logs.map((log) => (
        <article key={log.startedAt} className="inquire-exchange">
          <p className="inquire-exchange__meta">
            {t(`inquire.providers.${log.provider}`)} · <Ltr>{numericDateTimeText(log.startedAt)}</Ltr> ·{' '}
            {t('inquire.providerLogs.duration', { ms: log.durationMs })}
          </p>
          <div className="inquire-exchange__pair">
            <TitledJson title={t('inquire.logs.request')} value={log.request} label={t('inquire.providerLogs.requestLabel')} />
            <TitledJson title={t('inquire.logs.response')} value={log.response} label={t('inquire.providerLogs.responseLabel')} />
          </div>
        </article>
      ))}
    </InquireCard>
  );
}
