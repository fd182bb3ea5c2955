import { Avatar } from 'primereact/avatar';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '../../application/session/auth.port';
import { Ltr } from '../common/ltr';
import { profileEntries } from './nav-entries';
import { PopoverMenu } from './popover-menu';

function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** spec 2 §2.1: Account Profile, Change Password and Sign Out. */
export function ProfileMenu({ profile, narrow }: { profile: UserProfile | null; narrow: boolean }) {
  const { t } = useTranslation();
  const name = profile?.name ?? '';
  const items = profileEntries.map((entry) => ({ ...entry, label: t(entry.label) }));
  return (
    <PopoverMenu items={items} label={t('topBar.accountMenu')} buttonClassName="profile-button">
      <Avatar label={initialsOf(name)} shape="circle" className="profile-button__avatar" aria-hidden="true" />
      {!narrow && (
        <span className="profile-button__text">
          <span className="profile-button__name">{name}</span>
          <small className="profile-button__user">
            <Ltr>{profile?.userName}</Ltr>
          </small>
        </span>
      )}
      <i className="pi pi-angle-down" aria-hidden="true" />
    </PopoverMenu>
  );
}
