import { Message } from 'primereact/message';
import { Timeline } from 'primereact/timeline';
import { useTranslation } from 'react-i18next';
import type { AccountHistory, AccountHistoryEntry } from '../../application/accounts/account.port';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { dateTimeText } from '../kit/formatters';
import { useRemoteData } from '../kit/use-remote-data';
import { AccountPage } from './account-page';
import { LoadingState } from '../kit/loading-state';

interface AccountHistoryViewProps {
  id: string;
  load: (id: string) => Promise<AccountHistory>;
  icon: string;
  back: { to: string; label: string };
}

/** spec 2 §2.2 and §2.3: '<name> History', a timeline of dated descriptions, newest first. */
export function AccountHistoryView({ id, load, icon, back }: AccountHistoryViewProps) {
  const { t } = useTranslation();
  const history = useRemoteData(`history:${id}`, () => load(id));
  const name = history.data?.name;
  return (
    <AccountPage
      titleId="account-history-title"
      title={name ? t('accounts.history.title', { name }) : t('accounts.history.loadingTitle')}
      subtitle={t('accounts.history.subtitle')}
      icon={icon}
      back={back}
    >
      <div className="kit-card accounts-card">
        {history.loading && <LoadingState label={t('accounts.loading')} />}
        {history.error && <Message severity="error" text={errorMessageOf(t, history.error)} className="accounts-message" />}
        {history.data && history.data.entries.length === 0 && (
          <div className="accounts-state" role="status">
            <i className="pi pi-inbox" aria-hidden="true" />
            <span>{t('accounts.history.empty')}</span>
          </div>
        )}
        {history.data && history.data.entries.length > 0 && (
          <Timeline
            value={history.data.entries}
            className="accounts-timeline"
            aria-label={t('accounts.history.title', { name })}
            opposite={(entry: AccountHistoryEntry) => (
              <time dateTime={entry.date} className="accounts-timeline__date">
                <Ltr>{dateTimeText(entry.date)}</Ltr>
              </time>
            )}
            content={(entry: AccountHistoryEntry) => (
              <>
                {/* On a phone the date column is gone; the date goes above its line. */}
                <span className="accounts-timeline__date accounts-timeline__date--inline" aria-hidden="true">
                  <Ltr>{dateTimeText(entry.date)}</Ltr>
                </span>
                <p className="accounts-timeline__text">{entry.description}</p>
              </>
            )}
          />
        )}
      </div>
    </AccountPage>
  );
}
