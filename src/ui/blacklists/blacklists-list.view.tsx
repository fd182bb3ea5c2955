import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BlacklistEntry } from '../../application/blacklists/blacklists.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { PermissionDenied } from '../kit/permission-denied';
import { dateText } from '../kit/formatters';
import { PageHeader } from '../kit/page-header';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { pathTo } from '../routing/paths';
import './blacklists.css';

export const blacklistPageSizes = [25, 50, 100, 500];

function BlacklistTable() {
  const { t } = useTranslation();
  const blacklists = useArea('blacklists');
  const { can } = useCan();
  const notify = useNotify();
  // spec 2 §8: a failed blacklist load is the alert 'Something went wrong'.
  const list = useRemoteData('blacklists', () => blacklists.list(), { onError: () => notify.error(t('errors.unexpected')) });

  async function remove(entry: BlacklistEntry) {
    // spec 2 §4: the delete dialog's texts and the blacklist's success text.
    const sure = await notify.confirm({
      header: t('blacklists.delete.header'),
      message: t('blacklists.delete.message'),
      acceptLabel: t('blacklists.delete.accept'),
      rejectLabel: t('blacklists.delete.reject'),
      danger: true,
    });
    if (!sure) return;
    try {
      await blacklists.remove(entry.id);
      list.update((rows) => rows.filter((row) => row.id !== entry.id));
      notify.success(t('blacklists.delete.done'), { summary: t('blacklists.delete.doneTitle') });
    } catch {
      notify.error(t('errors.unexpected'), { summary: t('blacklists.delete.failed') });
    }
  }

  const mayEdit = can(['Blacklist', 'editBlacklistNumber']);
  const mayDelete = can(['Blacklist', 'deleteBlacklistNumber']);
  const columns: (TableColumn<BlacklistEntry> | false)[] = [
    {
      id: 'msisdn',
      header: t('blacklists.columns.msisdn'),
      body: (row) => (
        <Ltr>
          <span className="blacklists-table__msisdn">{row.msisdn}</span>
        </Ltr>
      ),
    },
    { id: 'createdDate', header: t('blacklists.columns.createdDate'), body: (row) => <Ltr>{dateText(row.createdDate)}</Ltr> },
    (mayEdit || mayDelete) && {
      id: 'actions',
      header: t('blacklists.columns.actions'),
      body: (row) => (
        <span className="blacklists-table__actions">
          {mayEdit && (
            <Link
              to={pathTo('blacklistForm', { blacklistId: row.id })}
              className="p-button p-button-text p-button-sm p-button-icon-only"
              aria-label={t('blacklists.edit', { msisdn: row.msisdn })}
              title={t('blacklists.editShort')}
            >
              <i className="pi pi-pencil" aria-hidden="true" />
            </Link>
          )}
          {mayDelete && (
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              severity="danger"
              size="small"
              aria-label={t('blacklists.remove', { msisdn: row.msisdn })}
              onClick={() => void remove(row)}
            />
          )}
        </span>
      ),
    },
  ];
  return (
    <div className="kit-card">
      <ReportTable
        label={t('screens.blacklists.title')}
        rows={list.data ?? []}
        dataKey="id"
        columns={columns}
        loading={list.loading}
        emptyMessage={list.error ? t('blacklists.loadFailed') : t('blacklists.empty')}
        pageSizes={blacklistPageSizes}
        minWidth="30rem"
      />
    </div>
  );
}

/** spec 2 §2.9 /blacklists: the blacklisted mobile numbers (platform staff, Blacklist.viewAll). */
export function BlacklistsView() {
  const { t } = useTranslation();
  const { canAsPlatform } = useCan();
  return (
    <section className="kit-page kit-page--narrow" aria-labelledby="blacklists-title">
      <PageHeader titleId="blacklists-title" title={t('screens.blacklists.title')} subtitle={t('blacklists.subtitle')} icon="pi-ban">
        {canAsPlatform(['Blacklist', 'addBlacklistNumber']) && (
          <Link className="p-button" to={pathTo('blacklistForm', { blacklistId: 'new' })}>
            <i className="pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">{t('blacklists.create')}</span>
          </Link>
        )}
      </PageHeader>
      {canAsPlatform(['Blacklist', 'viewAll']) ? (
        <BlacklistTable />
      ) : (
        <PermissionDenied title={t('blacklists.denied.title')} message={t('blacklists.denied.message')} />
      )}
    </section>
  );
}
