import { useTranslation } from 'react-i18next';
import type { TokenClaims } from '../../domain/session/token-claims';
import { visibleSettingsEntries } from './nav-entries';
import { PopoverMenu } from './popover-menu';

/** spec 2 §2.1: Users, Roles and, for the platform's own users, Checkout Logs and Requests. */
export function SettingsMenu({ claims }: { claims: TokenClaims | null }) {
  const { t } = useTranslation();
  const items = visibleSettingsEntries(claims?.role?.permissions, claims?.organisation).map((entry) => ({
    label: t(entry.label),
    to: entry.to,
    icon: entry.icon,
  }));
  if (items.length === 0) return null;
  return (
    <PopoverMenu items={items} label={t('topBar.settings')} buttonClassName="icon-button">
      <i className="pi pi-cog" aria-hidden="true" />
    </PopoverMenu>
  );
}
