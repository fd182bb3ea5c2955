import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { nextStatusOnClick, type TransactionStatus } from '../../domain/transactions/transaction-status';

const severities: Record<TransactionStatus, 'success' | 'danger' | 'warning'> = {
  Success: 'success',
  Failed: 'danger',
  Pending: 'warning',
};

interface StatusChipProps {
  status: TransactionStatus;
  /** spec 1 §2 and §6: only platform staff get a chip they can click. */
  onChange?: () => void;
  busy?: boolean;
}

export function StatusChip({ status, onChange, busy = false }: StatusChipProps) {
  const { t } = useTranslation();
  const label = t(`reports.status.${status}`);
  if (!onChange) return <Tag value={label} severity={severities[status]} rounded className="status-chip" />;
  const next = t(`reports.status.${nextStatusOnClick(status)}`);
  return (
    <button
      type="button"
      className={`status-chip status-chip--button status-chip--${status.toLowerCase()}`}
      onClick={onChange}
      disabled={busy}
      aria-label={t('reports.status.changeTo', { status: label, next })}
      title={t('reports.status.changeTo', { status: label, next })}
    >
      <span>{label}</span>
      <i className={`pi ${busy ? 'pi-spin pi-spinner' : 'pi-sync'}`} aria-hidden="true" />
    </button>
  );
}
