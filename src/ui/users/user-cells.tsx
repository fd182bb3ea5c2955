import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PortalUser } from '../../application/users/users.port';
import { pathTo } from '../routing/paths';

/** spec 2 §4: the status pill toggles the user when the role allows it, else it only reads. */
export function UserStatusToggle({
  user,
  mayToggle,
  busy,
  onToggle,
}: {
  user: PortalUser;
  mayToggle: boolean;
  busy: boolean;
  onToggle: (user: PortalUser) => void;
}) {
  const { t } = useTranslation();
  const status = t(`users.statuses.${user.status}`);
  const tone = user.status === 'Active' ? 'users-status--active' : 'users-status--inactive';
  if (!mayToggle) return <span className={`users-status ${tone}`}>{status}</span>;
  const action = t(user.status === 'Active' ? 'users.list.deactivate' : 'users.list.activate', { name: user.name });
  return (
    <button
      type="button"
      className={`users-status users-status--button ${tone}`}
      onClick={() => onToggle(user)}
      disabled={busy}
      // The name starts with the words the button shows (WCAG 2.5.3), then says what a click does.
      aria-label={`${status}: ${action}`}
      title={action}
    >
      <i className={`pi ${busy ? 'pi-spin pi-spinner' : 'pi-sync'}`} aria-hidden="true" />
      {status}
    </button>
  );
}

export interface UserActionsProps {
  user: PortalUser;
  mayEdit: boolean;
  mayDelete: boolean;
  onDelete: (user: PortalUser) => void;
  /** docs/decisions/0036-second-factor.md: shown to platform staff who edit users, for another user with a factor. */
  mayResetFactor: boolean;
  onResetFactor: (user: PortalUser) => void;
}

export function UserActions({ user, mayEdit, mayDelete, onDelete, mayResetFactor, onResetFactor }: UserActionsProps) {
  const { t } = useTranslation();
  return (
    <span className="users-actions">
      {mayEdit && (
        <Link
          to={pathTo('userForm', { userId: user.id })}
          className="p-button p-button-text p-button-sm users-actions__button"
          aria-label={t('users.list.edit', { name: user.name })}
          title={t('users.list.edit', { name: user.name })}
        >
          <i className="pi pi-pencil" aria-hidden="true" />
        </Link>
      )}
      {mayResetFactor && (
        <Button
          type="button"
          icon="pi pi-shield"
          text
          size="small"
          severity="warning"
          className="users-actions__button"
          aria-label={t('users.resetFactor.action', { name: user.name })}
          tooltip={t('users.resetFactor.action', { name: user.name })}
          tooltipOptions={{ position: 'top' }}
          onClick={() => onResetFactor(user)}
        />
      )}
      {mayDelete && (
        <Button
          type="button"
          icon="pi pi-trash"
          text
          size="small"
          severity="danger"
          className="users-actions__button"
          aria-label={t('users.list.delete', { name: user.name })}
          tooltip={t('users.list.delete', { name: user.name })}
          tooltipOptions={{ position: 'top' }}
          onClick={() => onDelete(user)}
        />
      )}
    </span>
  );
}
