import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Carrier } from '../../application/accounts/carriers.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { dateText } from '../kit/formatters';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { pathTo } from '../routing/paths';
import { AccountPage, PermissionDenied } from './account-page';
import { CarrierTypeText, CountryText, StatusActionButton, StatusPill } from './account-status';
import { accountPageSizes } from './merchants-list.view';
import { useListNotice } from './use-list-notice';

/** spec 2 §2.3 /carriers: carriers and operators; carrier staff see only their own. */
export function CarriersListView() {
  const { t } = useTranslation();
  const { can, canAsPlatform } = useCan();
  useListNotice();
  const allowed = can(['CarrierManagement', 'viewAll']);
  return (
    <AccountPage
      titleId="carriers-title"
      title={t('accounts.carriers.title')}
      subtitle={t('accounts.carriers.subtitle')}
      icon="pi-wifi"
      actions={
        allowed &&
        canAsPlatform(['CarrierManagement', 'createAccounts']) && (
          <Link className="p-button" to={pathTo('carrierForm', { carrierId: 'new' })}>
            <i className="pi pi-plus" aria-hidden="true" />
            <span>{t('accounts.carriers.create')}</span>
          </Link>
        )
      }
    >
      {allowed ? <CarriersGrid /> : <PermissionDenied />}
    </AccountPage>
  );
}

function CarriersGrid() {
  const { t } = useTranslation();
  const carriers = useArea('carriers');
  const { canAsPlatform } = useCan();
  const notify = useNotify();
  const list = useRemoteData('carriers', () => carriers.list());
  const [busy, setBusy] = useState<string | null>(null);
  const mayToggle = canAsPlatform(['CarrierManagement', 'activateDeactivateAccounts']);
  const mayEdit = canAsPlatform(['CarrierManagement', 'editAccounts']);

  async function toggle(carrier: Carrier) {
    setBusy(carrier.id);
    try {
      const updated = await carriers.toggleStatus(carrier);
      list.update((rows) => rows.map((row) => (row.id === updated.id ? updated : row)));
    } catch {
      // spec 2 §8: a failed carrier status toggle shows 'Something went wrong'.
      notify.error(t('errors.unexpected'));
    } finally {
      setBusy(null);
    }
  }

  const c = (key: string) => t(`accounts.columns.${key}`);
  const columns: TableColumn<Carrier>[] = [
    { id: 'name', header: c('name'), body: (row) => <span className="accounts-name">{row.name}</span>, minWidth: '10rem' },
    { id: 'type', header: c('type'), body: (row) => <CarrierTypeText type={row.type} /> },
    { id: 'country', header: c('country'), body: (row) => <CountryText country={row.country} /> },
    { id: 'currency', header: c('currency'), body: (row) => row.currency },
    { id: 'status', header: c('status'), body: (row) => <StatusPill status={row.status} name={row.name} /> },
    {
      id: 'toggle',
      header: c('statusAction'),
      // docs/decisions/0017-merchants-and-carriers.md: the platform's own record cannot be deactivated.
      body: (row) =>
        mayToggle && !(row.isPlatform && row.status === 'Active') ? (
          <span className="accounts-toggle">
            <StatusActionButton status={row.status} busy={busy === row.id} onToggle={() => void toggle(row)} />
          </span>
        ) : null,
    },
    { id: 'createdDate', header: c('createdDate'), body: (row) => <Ltr>{dateText(row.createdDate)}</Ltr> },
    {
      id: 'actions',
      header: c('actions'),
      body: (row) => <CarrierActions carrier={row} mayEdit={mayEdit} />,
    },
  ];

  return (
    <>
      {list.error && <Message severity="error" text={`${t('errors.unexpected')}. ${errorMessageOf(t, list.error)}`} className="accounts-message" />}
      <div className="kit-card">
        <ReportTable
          label={t('accounts.carriers.title')}
          rows={list.data ?? []}
          dataKey="id"
          columns={columns}
          loading={list.loading}
          emptyMessage={t('accounts.carriers.empty')}
          pageSizes={accountPageSizes}
          minWidth="60rem"
        />
      </div>
    </>
  );
}

/** spec 2 §2.3 row actions: History, and Edit for those who may edit. */
function CarrierActions({ carrier, mayEdit }: { carrier: Carrier; mayEdit: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="accounts-actions">
      <Button
        icon="pi pi-history"
        text
        rounded
        severity="secondary"
        aria-label={t('accounts.carriers.actions.history', { name: carrier.name })}
        tooltip={t('accounts.carriers.actions.historyShort')}
        tooltipOptions={{ position: 'top' }}
        onClick={() => navigate(pathTo('carrierHistory', { carrierId: carrier.id }))}
      />
      {mayEdit && (
        <Button
          icon="pi pi-pencil"
          text
          rounded
          aria-label={t('accounts.carriers.actions.edit', { name: carrier.name })}
          tooltip={t('accounts.carriers.actions.editShort')}
          tooltipOptions={{ position: 'top' }}
          onClick={() => navigate(pathTo('carrierForm', { carrierId: carrier.id }))}
        />
      )}
    </div>
  );
}
