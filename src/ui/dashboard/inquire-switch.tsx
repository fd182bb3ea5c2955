import { Switch } from '../kit/switch';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArea, useUseCases } from '../../infrastructure/di/use-cases-context';

export interface InquireSwitchProps {
  /** The role may change merchant accounts (the server requires MerchentManagement.editAccounts). */
  editable: boolean;
  onSaved: (enabled: boolean) => void;
  onFailed: () => void;
}

/** spec 1 §2: the operator-only "Enable Inquire for Merchant" switch; its state is the server's. */
export function InquireSwitch({ editable, onSaved, onFailed }: InquireSwitchProps) {
  const { t } = useTranslation();
  const { reportProblem } = useUseCases();
  const dashboard = useArea('dashboard');
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    dashboard.inquireForMerchants().then(
      (value) => current && setEnabled(value),
      (problem: unknown) => reportProblem(problem),
    );
    return () => {
      current = false;
    };
  }, [dashboard, reportProblem]);

  async function change(next: boolean) {
    setSaving(true);
    try {
      const saved = await dashboard.setInquireForMerchants(next);
      setEnabled(saved);
      onSaved(saved);
    } catch (problem) {
      reportProblem(problem);
      onFailed();
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="inquire-switch">
      <Switch
        inputId="enable-inquire-for-merchant"
        checked={enabled === true}
        disabled={!editable || saving || enabled === null}
        onChange={(event) => void change(event.value === true)}
      />
      <span className="inquire-switch__text">
        <label htmlFor="enable-inquire-for-merchant">{t('dashboard.inquire.label')}</label>
        <small>{!editable ? t('dashboard.inquire.readOnly') : enabled ? t('dashboard.inquire.hintOn') : t('dashboard.inquire.hintOff')}</small>
      </span>
    </div>
  );
}
