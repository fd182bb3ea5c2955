import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Toast } from 'primereact/toast';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Merchant, MerchantKeys } from '../../application/accounts/merchants.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { dateText, moneyText } from '../kit/formatters';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { snackbarLifeMs } from '../kit/use-notify';
import { useGridPage } from '../kit/use-grid-page';
import { pathTo } from '../routing/paths';
import { AccountPage, PermissionDenied } from './account-page';
import { CountryText, StatusPill } from './account-status';
import { ConfidentialDialog } from './confidential-dialog';
import { MerchantActions, type MerchantRights } from './merchant-actions';
import { useListNotice } from './use-list-notice';
import { useMerchantCommands } from './use-merchant-commands';

/** spec 2 §9: page sizes 25, 50, 100, 500, default 25. */
export const accountPageSizes = [25, 50, 100, 500];

/** spec 2 §2.2 /merchants: the merchants grid, gated by MerchentManagement.viewAll. */
export function MerchantsListView() {
  const { can } = useCan();
  useListNotice();
  if (!can(['MerchentManagement', 'viewAll'])) {
    return <MerchantsFrame>{<PermissionDenied />}</MerchantsFrame>;
  }
  return <MerchantsGrid />;
}

function MerchantsFrame({ actions, children }: { actions?: React.ReactNode; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <AccountPage
      titleId="merchants-title"
      title={t('accounts.merchants.title')}
      subtitle={t('accounts.merchants.subtitle')}
      icon="pi-briefcase"
      actions={actions}
    >
      {children}
    </AccountPage>
  );
}

function MerchantsGrid() {
  const { t } = useTranslation();
  const merchants = useArea('merchants');
  const { canAsPlatform } = useCan();
  const { rows, list, paging, updateRows } = useGridPage('merchants', accountPageSizes, (window) => merchants.page(window));
  const commands = useMerchantCommands(updateRows);
  const copied = useRef<Toast>(null);
  const [keys, setKeys] = useState<MerchantKeys | null>(null);
  const rights: MerchantRights = {
    confidential: canAsPlatform(['MerchentManagement', 'viewConfidential']),
    balance: canAsPlatform(['MerchentManagement', 'editAccounts']),
    edit: canAsPlatform(['MerchentManagement', 'editAccounts']),
    history: true,
    remove: canAsPlatform(['MerchentManagement', 'deleteAccounts']),
  };
  const mayToggle = canAsPlatform(['MerchentManagement', 'activateDeactivateAccounts']);
  const c = (key: string) => t(`accounts.columns.${key}`);
  const columns: TableColumn<Merchant>[] = [
    { id: 'name', header: c('name'), body: (row) => <span className="accounts-name">{row.name}</span>, minWidth: '12rem' },
    { id: 'country', header: c('country'), body: (row) => <CountryText country={row.country} /> },
    { id: 'currency', header: c('currency'), body: (row) => row.currency },
    { id: 'accountBalance', header: c('accountBalance'), numeric: true, body: (row) => <Ltr>{moneyText(row.accountBalance)}</Ltr> },
    {
      id: 'status',
      header: c('status'),
      body: (row) => (
        <StatusPill status={row.status} name={row.name} busy={commands.busy === row.id} {...(mayToggle ? { onToggle: () => void commands.toggle(row) } : {})} />
      ),
    },
    { id: 'createdDate', header: c('createdDate'), body: (row) => <Ltr>{dateText(row.createdDate)}</Ltr> },
    {
      id: 'actions',
      header: c('actions'),
      body: (row) => (
        <MerchantActions
          merchant={row}
          rights={rights}
          busy={commands.busy === row.id}
          onReveal={(merchant) => void commands.reveal(merchant).then((revealed) => revealed && setKeys(revealed))}
          onDelete={(merchant) => void commands.remove(merchant)}
        />
      ),
    },
  ];

  return (
    <MerchantsFrame
      actions={
        canAsPlatform(['MerchentManagement', 'createAccounts']) && (
          <Link className="p-button" to={pathTo('merchantForm', { merchantId: 'new' })}>
            <i className="pi pi-plus" aria-hidden="true" />
            <span>{t('accounts.merchants.create')}</span>
          </Link>
        )
      }
    >
      <div className="kit-card">
        <ReportTable
          label={t('accounts.merchants.title')}
          rows={rows}
          dataKey="id"
          columns={columns}
          loading={list.loading}
          emptyMessage={list.error ? t('accounts.merchants.loadFailedShort') : t('accounts.merchants.empty')}
          pageSizes={accountPageSizes}
          paging={paging}
          minWidth="62rem"
        />
      </div>
      <LoadFailedDialog visible={list.error !== null} onRetry={list.reload} />
      <ConfidentialDialog
        keys={keys}
        onHide={() => setKeys(null)}
        onCopied={() => copied.current?.show({ severity: 'info', detail: t('accounts.confidential.copied'), life: snackbarLifeMs })}
        onCopyFailed={() => copied.current?.show({ severity: 'error', detail: t('accounts.confidential.copyFailed'), life: snackbarLifeMs })}
        onRotate={rights.edit ? (current) => void commands.rotateKey(current).then((rotated) => rotated && setKeys(rotated)) : null}
        rotating={keys !== null && commands.busy === keys.id}
      />
      <Toast ref={copied} position="top-center" />
    </MerchantsFrame>
  );
}

/** spec 2 §8: a failed merchant list load shows the dialog 'Oops...' / 'Something went wrong'. */
function LoadFailedDialog({ visible, onRetry }: { visible: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(false);
  return (
    <Dialog
      header={t('accounts.oops')}
      visible={visible && !dismissed}
      onHide={() => setDismissed(true)}
      style={{ width: '24rem' }}
      breakpoints={{ '480px': '92vw' }}
      footer={
        <Button
          label={t('accounts.retry')}
          icon="pi pi-refresh"
          onClick={() => {
            setDismissed(false);
            onRetry();
          }}
        />
      }
    >
      <div className="accounts-oops">
        <i className="pi pi-times-circle" aria-hidden="true" />
        <p>{t('errors.unexpected')}</p>
      </div>
    </Dialog>
  );
}
