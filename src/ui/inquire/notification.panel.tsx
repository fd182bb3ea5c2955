import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationReply } from '../../application/inquire/inquire.port';
import { Ltr } from '../common/ltr';
import { TitledJson } from './inquire-card';
import { JsonBlock } from '../kit/json-block';

function severityOf(status: number): 'success' | 'warning' | 'danger' {
  if (status < 300) return 'success';
  return status < 500 ? 'warning' : 'danger';
}

export interface NotificationPanelProps {
  notification: { url: string; body: Record<string, unknown> };
  /** Resolves with the merchant's answer, or rejects when none came (the view shows the error). */
  send: () => Promise<NotificationReply>;
}

/** spec 1 §2 and §5: Send Notification posts the body to the merchant's URL and shows the answer. */
export function NotificationPanel({ notification, send }: NotificationPanelProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [reply, setReply] = useState<NotificationReply | null>(null);

  async function sendNow() {
    setSending(true);
    setReply(null);
    try {
      setReply(await send());
    } catch {
      // The view has already told the user (spec 1 §8); nothing more to show here.
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="inquire-card" aria-labelledby="inquire-notification-title">
      <header className="inquire-card__header">
        <div>
          <h2 id="inquire-notification-title">
            <i className="pi pi-send" aria-hidden="true" /> {t('inquire.notification.title')}
          </h2>
          <p className="inquire-card__subtitle">
            {t('inquire.notification.url')}: <Ltr>{notification.url}</Ltr>
          </p>
        </div>
        <Button label={t('inquire.notification.send')} icon="pi pi-send" onClick={sendNow} loading={sending} />
      </header>
      <div className="inquire-exchange__pair">
        <TitledJson title={t('inquire.notification.body')} value={notification.body} />
        <div aria-live="polite">
          <h3>{t('inquire.notification.reply')}</h3>
          {reply === null ? (
            <p className="inquire-card__hint">{t('inquire.notification.notSent')}</p>
          ) : (
            <>
              <Tag
                severity={severityOf(reply.status)}
                value={t('inquire.notification.status', { status: reply.status })}
                className="inquire-notification__status"
              />
              <JsonBlock value={reply.body} label={t('inquire.notification.reply')} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
