import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Merchant } from '../../application/accounts/merchants.port';
import { pathTo } from '../routing/paths';

export interface MerchantRights {
  confidential: boolean;
  balance: boolean;
  edit: boolean;
  history: boolean;
  remove: boolean;
}

interface MerchantActionsProps {
  merchant: Merchant;
  rights: MerchantRights;
  busy: boolean;
  onReveal: (merchant: Merchant) => void;
  onDelete: (merchant: Merchant) => void;
}

/** spec 2 §2.2 row actions: Confidential (platform only), Add Account Balance, Edit, History, Delete. */
export function MerchantActions({ merchant, rights, busy, onReveal, onDelete }: MerchantActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = (key: string) => ({
    'aria-label': t(`accounts.merchants.actions.${key}`, { name: merchant.name }),
    tooltip: t(`accounts.merchants.actions.${key}Short`),
    tooltipOptions: { position: 'top' as const },
    text: true,
    rounded: true,
    type: 'button' as const,
  });
  return (
    <div className="accounts-actions">
      {rights.confidential && <Button icon="pi pi-key" {...action('confidential')} severity="help" disabled={busy} onClick={() => onReveal(merchant)} />}
      {rights.balance && (
        <Button
          icon="pi pi-wallet"
          {...action('balance')}
          severity="success"
          onClick={() => navigate(pathTo('merchantAccountBalance', { merchantId: merchant.id }))}
        />
      )}
      {rights.edit && <Button icon="pi pi-pencil" {...action('edit')} onClick={() => navigate(pathTo('merchantForm', { merchantId: merchant.id }))} />}
      {rights.history && (
        <Button
          icon="pi pi-history"
          {...action('history')}
          severity="secondary"
          onClick={() => navigate(pathTo('merchantHistory', { merchantId: merchant.id }))}
        />
      )}
      {rights.remove && <Button icon="pi pi-trash" {...action('delete')} severity="danger" disabled={busy} onClick={() => onDelete(merchant)} />}
    </div>
  );
}
