import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Store } from '../../application/stores/stores.port';
import { easypaisaServiceNames } from '../../domain/services/service-catalogue';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { PermissionDenied } from '../kit/permission-denied';
import { moneyText } from '../kit/formatters';
import { PageHeader } from '../kit/page-header';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { pathTo } from '../routing/paths';
import { useSearchParams } from 'react-router-dom';
import { StoreServicesBadge } from './store-services-badge';
import './stores.css';

/** spec 2 §9: page sizes 25, 50, 100, 500, default 25. */
export const storePageSizes = [25, 50, 100, 500];

function StoresTable() {
  const { t } = useTranslation();
  const stores = useArea('stores');
  const { can } = useCan();
  const notify = useNotify();
  // The Easypaisa service filter lives in the address, so a reload or a back keeps it.
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('epServiceName');
  const epServiceName = chosen !== null && easypaisaServiceNames.includes(chosen) ? chosen : null;
  // spec 2 §8: a failed stores load shows the generic error notice.
  const list = useRemoteData(epServiceName ?? '', () => stores.list(epServiceName), { onError: () => notify.error(t('errors.unexpected')) });
  const c = (key: string) => t(`stores.columns.${key}`);
  const mayEdit = can(['StoresManagement', 'editAccounts']);
  const columns: (TableColumn<Store> | false)[] = [
    { id: 'name', header: c('name'), body: (row) => <span className="stores-table__name">{row.name}</span> },
    { id: 'epStoreId', header: c('epStoreId'), body: (row) => <Ltr>{row.epStoreId}</Ltr> },
    {
      id: 'epStoreKey',
      header: c('epStoreKey'),
      body: (row) => (
        <Ltr>
          <span className="stores-table__key" title={row.epStoreKey}>
            {row.epStoreKey}
          </span>
        </Ltr>
      ),
    },
    { id: 'epStoreAccountNumber', header: c('epStoreAccountNumber'), body: (row) => <Ltr>{row.epStoreAccountNumber}</Ltr> },
    { id: 'epServiceName', header: c('epServiceName'), body: (row) => <Ltr>{row.epServiceName}</Ltr> },
    { id: 'balance', header: c('balance'), numeric: true, body: (row) => <Ltr>{moneyText(row.balance)}</Ltr> },
    { id: 'services', header: c('services'), body: (row) => <StoreServicesBadge store={row} /> },
    mayEdit && {
      id: 'actions',
      header: c('actions'),
      body: (row) => (
        <Link
          to={pathTo('storeForm', { storeId: row.id })}
          className="p-button p-button-text p-button-sm p-button-icon-only"
          aria-label={t('stores.edit', { name: row.name })}
          title={t('stores.editShort')}
        >
          <i className="pi pi-pencil" aria-hidden="true" />
        </Link>
      ),
    },
  ];
  return (
    <div className="kit-card">
      <div className="kit-page__toolbar">
        <div className="kit-field">
          <label htmlFor="stores-ep-service">{t('stores.filter')}</label>
          <Dropdown
            inputId="stores-ep-service"
            value={epServiceName}
            options={easypaisaServiceNames.map((name) => ({ value: name, label: name }))}
            onChange={(event) => setSearch(typeof event.value === 'string' ? { epServiceName: event.value } : {}, { replace: true })}
            placeholder={t('stores.allServices')}
            showClear
          />
        </div>
      </div>
      <ReportTable
        label={t('screens.stores.title')}
        rows={list.data ?? []}
        dataKey="id"
        columns={columns}
        loading={list.loading}
        emptyMessage={list.error ? t('stores.loadFailed') : t('stores.empty')}
        pageSizes={storePageSizes}
        minWidth="64rem"
      />
    </div>
  );
}

/** spec 2 §2.4 /stores: the Easypaisa stores, platform staff with StoresManagement.viewAll only. */
export function StoresView() {
  const { t } = useTranslation();
  const { canAsPlatform } = useCan();
  return (
    <section className="kit-page" aria-labelledby="stores-title">
      <PageHeader titleId="stores-title" title={t('screens.stores.title')} subtitle={t('stores.subtitle')} icon="pi-shop">
        {canAsPlatform(['StoresManagement', 'createAccounts']) && (
          <Link className="p-button" to={pathTo('storeForm', { storeId: 'new' })}>
            <i className="pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">{t('stores.create')}</span>
          </Link>
        )}
      </PageHeader>
      {canAsPlatform(['StoresManagement', 'viewAll']) ? (
        <StoresTable />
      ) : (
        <PermissionDenied title={t('stores.denied.title')} message={t('stores.denied.message')} />
      )}
    </section>
  );
}
