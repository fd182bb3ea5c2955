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
  // WCAG 2.5.3 (axe label-content-name-mismatch): the button's name starts with the text it shows.
  const label = profile === null ? t('topBar.accountMenu') : t('topBar.accountMenuOf', { name, userName: profile.userName });
  return (
    <PopoverMenu items={items} label={label} buttonClassName="profile-button">
      {/* The initials are drawn by CSS (top-bar.css), so the button's visible text is the name alone (WCAG 2.5.3). */}
      <span className="profile-button__avatar" data-initials={initialsOf(name)} aria-hidden="true" />
      {!narrow && (
        <span className="profile-button__text">
          <span className="profile-button__name">{name}</span>{' '}
          <small className="profile-button__user">
            <Ltr>{profile?.userName}</Ltr>
          </small>
        </span>
      )}
      <i className="pi pi-angle-down" aria-hidden="true" />
    </PopoverMenu>
  );
}
