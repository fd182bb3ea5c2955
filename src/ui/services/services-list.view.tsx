import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ServiceSummary } from '../../application/services/services.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { PermissionDenied } from '../kit/permission-denied';
import { dateText } from '../kit/formatters';
import { PageHeader } from '../kit/page-header';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useGridPage } from '../kit/use-grid-page';
import { pathTo } from '../routing/paths';
import './services.css';

export const servicePageSizes = [25, 50, 100, 500];

function ServicesTable() {
  const { t } = useTranslation();
  const services = useArea('services');
  const { can, isPlatform } = useCan();
  const notify = useNotify();
  const { rows, list, paging, updateRows } = useGridPage('services', servicePageSizes, (window) => services.page(window), {
    onError: () => notify.error(t('errors.unexpected')),
  });
  const mayToggle = can(['Services', 'activateDeactivateServices']);
  const mayEdit = can(['Services', 'editServices']);

  async function toggle(service: ServiceSummary) {
    const sure = await notify.confirm({
      header: t(service.active ? 'services.status.suspendHeader' : 'services.status.activateHeader'),
      message: t(service.active ? 'services.status.suspendMessage' : 'services.status.activateMessage', { name: service.name }),
      acceptLabel: t(service.active ? 'services.status.suspend' : 'services.status.activate'),
      rejectLabel: t('services.status.cancel'),
      danger: service.active,
    });
    if (!sure) return;
    try {
      const updated = await services.toggleStatus(service);
      updateRows((shown) => shown.map((row) => (row.id === updated.id ? updated : row)));
      notify.success(t(updated.active ? 'services.status.activated' : 'services.status.suspended', { name: updated.name }));
    } catch {
      // spec 2 §8: a failed service status toggle shows the generic error notice.
      notify.error(t('errors.unexpected'));
    }
  }

  const c = (key: string) => t(`services.columns.${key}`);
  const columns: (TableColumn<ServiceSummary> | false)[] = [
    isPlatform && { id: 'merchantName', header: c('merchantName'), body: (row) => row.merchantName },
    {
      id: 'name',
      header: c('service'),
      body: (row) => (
        <Ltr>
          <span className="services-table__name">{row.name}</span>
        </Ltr>
      ),
    },
    { id: 'serviceId', header: c('serviceId'), body: (row) => <Ltr>{row.serviceId}</Ltr> },
    { id: 'provider', header: c('provider'), body: (row) => t(`services.providers.${row.provider}`, { defaultValue: row.provider }) },
    {
      id: 'status',
      header: c('status'),
      body: (row) => {
        const label = t(row.active ? 'services.status.active' : 'services.status.suspendedLabel');
        const pill = <span className={`services-status services-status--${row.active ? 'active' : 'suspended'}`}>{label}</span>;
        // spec 2 §4: a click flips the status (platform staff; a merchant may only suspend its own).
        const canFlip = mayToggle && (isPlatform || row.active);
        return canFlip ? (
          <Button
            type="button"
            className="services-status__button"
            text
            onClick={() => void toggle(row)}
            // The name starts with the words the button shows (WCAG 2.5.3), then says what a click does.
            aria-label={`${label}: ${t(row.active ? 'services.status.suspendOne' : 'services.status.activateOne', { name: row.name })}`}
          >
            {pill}
          </Button>
        ) : (
          pill
        );
      },
    },
    { id: 'createdDate', header: c('createdDate'), body: (row) => <Ltr>{dateText(row.createdDate)}</Ltr> },
    mayEdit && {
      id: 'actions',
      header: c('actions'),
      body: (row) => (
        <Link
          to={pathTo('serviceForm', { serviceId: row.id })}
          className="p-button p-button-text p-button-sm p-button-icon-only"
          aria-label={t('services.edit', { name: row.name })}
          title={t('services.editShort')}
        >
          <i className="pi pi-pencil" aria-hidden="true" />
        </Link>
      ),
    },
  ];
  return (
    <div className="kit-card">
      <ReportTable
        label={t('screens.services.title')}
        rows={rows}
        dataKey="id"
        columns={columns}
        loading={list.loading}
        emptyMessage={list.error ? t('services.loadFailed') : t('services.empty')}
        pageSizes={servicePageSizes}
        paging={paging}
        minWidth="60rem"
      />
    </div>
  );
}

/** spec 2 §2.5 /services: merchants' services, their provider and status. */
export function ServicesView() {
  const { t } = useTranslation();
  const { can } = useCan();
  return (
    <section className="kit-page" aria-labelledby="services-title">
      <PageHeader titleId="services-title" title={t('screens.services.title')} subtitle={t('services.subtitle')} icon="pi-th-large">
        {can(['Services', 'createServices']) && (
          <Link className="p-button" to={pathTo('serviceForm', { serviceId: 'new' })}>
            <i className="pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">{t('services.create')}</span>
          </Link>
        )}
      </PageHeader>
      {can(['Services', 'viewAll']) ? <ServicesTable /> : <PermissionDenied title={t('services.denied.title')} message={t('services.denied.message')} />}
    </section>
  );
}
