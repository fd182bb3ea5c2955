import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { InquireResult } from '../../application/inquire/inquire.port';
import type { InquireProvider } from '../../domain/inquire/inquire-rules';
import { Ltr } from '../common/ltr';

function printable(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The inquiry's outcome: status, message and the provider's answer field by field. */
export function InquireSummary({ result, provider, orderId }: { result: InquireResult; provider: InquireProvider; orderId: string }) {
  const { t } = useTranslation();
  const fields = Object.entries(result.providerAnswer);
  return (
    <section className="inquire-card" aria-labelledby="inquire-result-title">
      <header className="inquire-card__header">
        <div>
          <h2 id="inquire-result-title">{t('inquire.result.title')}</h2>
          <p className="inquire-card__subtitle">
            {t(`inquire.providers.${provider}`)} · <Ltr>{orderId}</Ltr>
          </p>
        </div>
        <Tag
          severity={result.succeeded ? 'success' : 'danger'}
          value={t(result.succeeded ? 'inquire.result.success' : 'inquire.result.failed')}
          icon={result.succeeded ? 'pi pi-check' : 'pi pi-times'}
          rounded
        />
      </header>
      <p className="inquire-card__message">{result.message}</p>
      {fields.length > 0 && (
        <dl className="inquire-answer" aria-label={t('inquire.result.providerAnswer')}>
          {fields.map(([name, value]) => (
            <div key={name} className="inquire-answer__row">
              <dt>
                <Ltr>{name}</Ltr>
              </dt>
              <dd>
                <Ltr>{printable(value)}</Ltr>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
