import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { toggledStatus, type AccountStatus } from '../../domain/accounts/account-records';

/** spec 2 §4: a status pill; clickable (it toggles) when the person may change it. */
export function StatusPill({ status, name, onToggle, busy = false }: { status: AccountStatus; name: string; onToggle?: () => void; busy?: boolean }) {
  const { t } = useTranslation();
  const label = t(`accounts.status.${status}`);
  if (!onToggle) return <Tag value={label} severity={status === 'Active' ? 'success' : 'danger'} rounded className="accounts-status" />;
  const action = t(`accounts.status.action.${toggledStatus(status)}`);
  return (
    <button
      type="button"
      className={`accounts-status accounts-status--button accounts-status--${status.toLowerCase()}`}
      onClick={onToggle}
      disabled={busy}
      aria-label={t('accounts.status.toggle', { status: label, action, name })}
      title={action}
    >
      <span>{label}</span>
      <i className={`pi ${busy ? 'pi-spin pi-spinner' : 'pi-sync'}`} aria-hidden="true" />
    </button>
  );
}

/** spec 2 §4 (carriers): the button reads the action it takes, Deactivate when Active. */
export function StatusActionButton({ status, onToggle, busy }: { status: AccountStatus; onToggle: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const next = toggledStatus(status);
  return (
    <Button
      type="button"
      size="small"
      outlined
      severity={next === 'Inactive' ? 'danger' : 'success'}
      label={t(`accounts.status.action.${next}`)}
      loading={busy}
      onClick={onToggle}
      className="accounts-status-action"
    />
  );
}

/**
 * Cell text in the reader's language. A component of its own, so it follows a language switch:
 * the table keeps cells whose row did not change.
 */
export function CountryText({ country }: { country: string }) {
  const { t } = useTranslation();
  return <>{t(`accounts.countries.${country}`, { defaultValue: country })}</>;
}

export function CarrierTypeText({ type }: { type: string }) {
  const { t } = useTranslation();
  return <>{t(`accounts.carrierTypes.${type}`, { defaultValue: type })}</>;
}
