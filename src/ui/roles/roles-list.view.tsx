import { Button } from 'primereact/button';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { asAppError } from '../../application/errors/app-error';
import type { Role } from '../../application/roles/roles.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { dateText } from '../kit/formatters';
import { LoadFailure } from '../kit/load-failure';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { pathTo } from '../routing/paths';
import { useSession } from '../session/use-session';
import { useOrganisations } from './use-organisation-names';
import './roles.css';

type RoleRow = Role & { organisationName: string | null };

/** spec 2 §9: roles page 25, 50 or 100 rows; default 25. */
export const rolePageSizes = [25, 50, 100];

/** spec 2 §2.7 Roles. */
export function RolesView() {
  const { t } = useTranslation();
  const { can } = useCan();
  if (!can(['Roles', 'viewAll'])) return <PermissionDenied title={t('roles.denied.title')} message={t('roles.denied.message')} />;
  return <RolesList />;
}

function RolesList() {
  const { t } = useTranslation();
  const roles = useArea('roles');
  const { can, isPlatform } = useCan();
  const { claims } = useSession();
  const notify = useNotify();
  const list = useRemoteData('roles', () => roles.list());
  const organisations = useOrganisations(claims?.userTypeId);
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  useEffect(() => {
    if (saved) notify.success(t('roles.form.saved', { name: saved }));
  }, [saved, t, notify]);

  async function remove(role: Role) {
    // spec 2 §4: the delete confirmation's texts.
    const accepted = await notify.confirm({
      header: t('roles.delete.title'),
      message: t('roles.delete.message'),
      acceptLabel: t('roles.delete.accept'),
      rejectLabel: t('roles.delete.cancel'),
      danger: true,
    });
    if (!accepted) return;
    try {
      await roles.remove(role.id);
      list.update((rows) => rows.filter((row) => row.id !== role.id));
      notify.success(t('roles.delete.done'), { summary: t('roles.delete.doneTitle') });
    } catch (problem) {
      // A role users still hold answers 409 with the reason; it is shown as the server words it.
      notify.error(errorMessageOf(t, asAppError(problem)), { summary: t('roles.errors.title') });
    }
  }

  const ownRole = claims?.role?._id;
  // The organisation's name joins the row itself, so the table redraws once the names arrive.
  const rows = useMemo<RoleRow[]>(() => {
    const names = new Map((organisations.data ?? []).map((organisation) => [organisation.id, organisation.name]));
    return (list.data ?? []).map((role) => ({ ...role, organisationName: names.get(role.organisationId) ?? null }));
  }, [list.data, organisations.data]);
  const c = (key: string) => t(`roles.list.columns.${key}`);
  const columns: (TableColumn<RoleRow> | false)[] = [
    {
      id: 'name',
      header: c('name'),
      body: (row) => (
        <span className="roles-name">
          {row.name}
          {row.id === ownRole && <span className="roles-own">{t('roles.list.yours')}</span>}
        </span>
      ),
    },
    isPlatform && { id: 'organisation', header: c('organisation'), body: (row) => row.organisationName ?? <span className="roles-muted">—</span> },
    { id: 'description', header: c('description'), className: 'roles-description', body: (row) => row.description || <span className="roles-muted">—</span> },
    { id: 'createdAt', header: c('createdAt'), body: (row) => <Ltr>{dateText(row.createdAt)}</Ltr> },
    { id: 'modifiedAt', header: c('modifiedAt'), body: (row) => <Ltr>{dateText(row.modifiedAt)}</Ltr> },
    {
      id: 'actions',
      header: c('actions'),
      body: (row) => (
        <span className="roles-actions">
          {can(['Roles', 'editRoles']) && row.id !== ownRole && (
            <Link
              to={pathTo('roleForm', { roleId: row.id })}
              className="p-button p-button-text p-button-sm roles-actions__button"
              aria-label={t('roles.list.edit', { name: row.name })}
              title={t('roles.list.edit', { name: row.name })}
            >
              <i className="pi pi-pencil" aria-hidden="true" />
            </Link>
          )}
          {can(['Roles', 'deleteRoles']) && row.id !== ownRole && (
            <Button
              type="button"
              icon="pi pi-trash"
              text
              size="small"
              severity="danger"
              className="roles-actions__button"
              aria-label={t('roles.list.delete', { name: row.name })}
              onClick={() => void remove(row)}
            />
          )}
        </span>
      ),
    },
  ];

  return (
    <section className="kit-page" aria-labelledby="roles-title">
      <PageHeader titleId="roles-title" title={t('roles.list.title')} subtitle={t('roles.list.subtitle')} icon="pi-shield">
        {can(['Roles', 'addRoles']) && (
          <Link className="p-button roles-create" to={pathTo('roleForm', { roleId: 'new' })}>
            <i className="pi pi-plus" aria-hidden="true" />
            <span>{t('roles.list.create')}</span>
          </Link>
        )}
      </PageHeader>
      {list.error && <LoadFailure message={t('roles.errors.generic')} retryLabel={t('roles.list.retry')} onRetry={list.reload} />}
      <div className="kit-card">
        <ReportTable
          label={t('roles.list.title')}
          rows={rows}
          dataKey="id"
          columns={columns}
          loading={list.loading}
          emptyMessage={t('roles.list.empty')}
          pageSizes={rolePageSizes}
          className="roles-table"
          minWidth="56rem"
        />
      </div>
    </section>
  );
}
