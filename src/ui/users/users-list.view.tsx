import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { asAppError } from '../../application/errors/app-error';
import type { PortalUser } from '../../application/users/users.port';
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
import { useGridPage } from '../kit/use-grid-page';
import { pathTo } from '../routing/paths';
import { useSession } from '../session/use-session';
import { UserActions, UserStatusToggle } from './user-cells';
import './users.css';

type UserRow = PortalUser & { busy: boolean };

/** spec 2 §9: page sizes 25, 50, 100, 500; default 25. */
export const userPageSizes = [25, 50, 100, 500];

/** spec 2 §2.6 Users. */
export function UsersView() {
  const { t } = useTranslation();
  const { can } = useCan();
  if (!can(['Users', 'viewAll'])) return <PermissionDenied title={t('users.denied.title')} message={t('users.denied.message')} />;
  return <UsersList />;
}

function UsersList() {
  const { t } = useTranslation();
  const users = useArea('users');
  const { can } = useCan();
  const { claims } = useSession();
  const notify = useNotify();
  const { rows: shown, list, paging, updateRows } = useGridPage('users', userPageSizes, (window) => users.page(window));
  const [busy, setBusy] = useState<string | null>(null);
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  useEffect(() => {
    if (saved) notify.success(t('users.form.saved', { name: saved }));
  }, [saved, t, notify]);

  async function toggle(user: PortalUser) {
    const activating = user.status !== 'Active';
    const accepted = await notify.confirm({
      header: t(activating ? 'users.list.activateTitle' : 'users.list.deactivateTitle'),
      message: t(activating ? 'users.list.activateQuestion' : 'users.list.deactivateQuestion', { name: user.name }),
      acceptLabel: t(activating ? 'users.list.activateAccept' : 'users.list.deactivateAccept'),
      rejectLabel: t('users.list.cancel'),
      danger: !activating,
    });
    if (!accepted) return;
    setBusy(user.id);
    try {
      const changed = await users.toggleStatus(user);
      updateRows((rows) => rows.map((row) => (row.id === changed.id ? changed : row)));
      // spec 2 §4: a success notice.
      notify.success(t(changed.status === 'Active' ? 'users.list.activated' : 'users.list.deactivated', { name: changed.name }));
    } catch {
      // spec 2 §8: a failed toggle shows the generic error notice.
      notify.error(t('users.errors.generic'), { summary: t('users.errors.title') });
    } finally {
      setBusy(null);
    }
  }

  async function remove(user: PortalUser) {
    // spec 2 §4: the delete confirmation's texts.
    const accepted = await notify.confirm({
      header: t('users.delete.title'),
      message: t('users.delete.message'),
      acceptLabel: t('users.delete.accept'),
      rejectLabel: t('users.list.cancel'),
      danger: true,
    });
    if (!accepted) return;
    try {
      await users.remove(user.id);
      // The page is asked again, so the next user moves up and the count stays true.
      list.reload();
      notify.success(t('users.delete.done'), { summary: t('users.delete.doneTitle') });
    } catch (problem) {
      notify.error(errorMessageOf(t, asAppError(problem)), { summary: t('users.errors.title') });
    }
  }

  /** docs/decisions/0036-second-factor.md: a lost phone; the server checks the same rights and answers why it refuses. */
  async function resetFactor(user: PortalUser) {
    const accepted = await notify.confirm({
      header: t('users.resetFactor.title'),
      message: t('users.resetFactor.question', { name: user.name }),
      acceptLabel: t('users.resetFactor.accept'),
      rejectLabel: t('users.list.cancel'),
      danger: true,
    });
    if (!accepted) return;
    setBusy(user.id);
    try {
      const changed = await users.resetSecondFactor(user);
      updateRows((rows) => rows.map((row) => (row.id === changed.id ? changed : row)));
      notify.success(t('users.resetFactor.done', { name: user.name }));
    } catch (problem) {
      notify.error(errorMessageOf(t, asAppError(problem)), { summary: t('users.errors.title') });
    } finally {
      setBusy(null);
    }
  }

  const self = claims?._id;
  const mayResetFactors = claims?.organisation === 'platform' && can(['Users', 'editUsers']);
  // The busy mark joins the row itself: the table redraws a row only when its data changes.
  const rows = useMemo<UserRow[]>(() => shown.map((user) => ({ ...user, busy: user.id === busy })), [shown, busy]);
  const c = (key: string) => t(`users.list.columns.${key}`);
  const columns: TableColumn<UserRow>[] = [
    { id: 'userType', header: c('userType'), body: (row) => <span className="users-type">{t(`users.userTypes.${row.userType}`)}</span> },
    { id: 'name', header: c('name'), body: (row) => <span className="users-name">{row.name}</span> },
    { id: 'userName', header: c('userName'), body: (row) => <Ltr>{row.userName}</Ltr> },
    { id: 'email', header: c('email'), body: (row) => <Ltr>{row.email}</Ltr> },
    { id: 'role', header: c('role'), body: (row) => row.role?.name ?? <span className="users-muted">{t('users.list.noRole')}</span> },
    {
      id: 'status',
      header: c('status'),
      body: (row) => (
        <UserStatusToggle
          user={row}
          mayToggle={can(['Users', 'activeDeactivateUser']) && row.id !== self}
          busy={row.busy}
          onToggle={(user) => void toggle(user)}
        />
      ),
    },
    { id: 'createdAt', header: c('createdAt'), body: (row) => <Ltr>{dateText(row.createdAt)}</Ltr> },
    {
      id: 'actions',
      header: c('actions'),
      // Edit, reset and delete stay in view when the table scrolls sideways (1366 px with the sidebar).
      frozen: 'end',
      body: (row) => (
        <UserActions
          user={row}
          mayEdit={can(['Users', 'editUsers'])}
          mayDelete={can(['Users', 'deleteUsers']) && row.id !== self}
          onDelete={(user) => void remove(user)}
          mayResetFactor={mayResetFactors && row.secondFactor && row.id !== self}
          onResetFactor={(user) => void resetFactor(user)}
        />
      ),
    },
  ];

  return (
    <section className="kit-page" aria-labelledby="users-title">
      <PageHeader titleId="users-title" title={t('users.list.title')} subtitle={t('users.list.subtitle')} icon="pi-users">
        {can(['Users', 'addUsers']) && (
          <Link className="p-button users-create" to={pathTo('userForm', { userId: 'new' })}>
            <i className="pi pi-user-plus" aria-hidden="true" />
            <span>{t('users.list.create')}</span>
          </Link>
        )}
      </PageHeader>
      {list.error && <LoadFailure message={t('users.errors.generic')} retryLabel={t('users.list.retry')} onRetry={list.reload} />}
      <div className="kit-card">
        <ReportTable
          label={t('users.list.title')}
          rows={rows}
          dataKey="id"
          columns={columns}
          loading={list.loading}
          emptyMessage={t('users.list.empty')}
          pageSizes={userPageSizes}
          paging={paging}
          className="users-table"
          minWidth="60rem"
        />
      </div>
    </section>
  );
}
