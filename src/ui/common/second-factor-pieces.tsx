import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FactorEnrolment } from '../../application/session/auth.port';
import { FormField } from '../kit/form-field';
import './second-factor.css';

/** docs/decisions/0036-second-factor.md: the QR code and the secret for an authenticator app, shown once. */
export function FactorEnrolmentPanel({ enrolment }: { enrolment: FactorEnrolment }) {
  const { t } = useTranslation();
  return (
    <div className="second-factor__enrolment">
      <p>{t('secondFactor.scan')}</p>
      <img className="second-factor__qr" src={enrolment.qrDataUrl} alt={t('secondFactor.qrAlt')} width={180} height={180} />
      <p className="second-factor__secret-label">{t('secondFactor.secretLabel')}</p>
      <code className="second-factor__secret" dir="ltr" data-testid="factor-secret">
        {enrolment.secret}
      </code>
    </div>
  );
}

/** The six-digit code (or a recovery code), submitted to `onCode`; a refusal shows under the field. */
export function FactorCodeForm({
  onCode,
  allowRecovery,
  submitLabel,
}: {
  onCode: (code: string) => Promise<string | null>;
  allowRecovery: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    const valid = allowRecovery ? /^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i.test(trimmed) : /^\d{6}$/.test(trimmed);
    if (!valid) {
      setError(t('secondFactor.codeInvalid'));
      return;
    }
    setBusy(true);
    try {
      const refusal = await onCode(trimmed);
      setError(refusal ?? undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="second-factor__form" onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        id="factor-code"
        label={t('secondFactor.code')}
        error={error}
        hint={allowRecovery ? t('secondFactor.codeHintRecovery') : t('secondFactor.codeHint')}
      >
        {(control) => (
          <InputText
            id="factor-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={allowRecovery ? 'text' : 'numeric'}
            dir="ltr"
            maxLength={11}
            {...control}
          />
        )}
      </FormField>
      <Button type="submit" label={submitLabel} icon="pi pi-check" loading={busy} />
    </form>
  );
}

/** Recovery codes, shown once after an enrolment: each opens one sign-in without the app. */
export function RecoveryCodesPanel({ codes, onDone, doneLabel }: { codes: readonly string[]; onDone?: () => void; doneLabel?: string }) {
  const { t } = useTranslation();
  return (
    <section className="second-factor__recovery" aria-label={t('secondFactor.recoveryTitle')}>
      <h2>{t('secondFactor.recoveryTitle')}</h2>
      <p>{t('secondFactor.recoveryNote')}</p>
      <ul className="second-factor__codes" dir="ltr">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      {onDone && <Button type="button" label={doneLabel ?? t('secondFactor.continue')} icon="pi pi-arrow-right" onClick={onDone} />}
    </section>
  );
}
