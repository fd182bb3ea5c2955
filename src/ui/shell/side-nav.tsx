import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Permissions } from '../../domain/permissions/permission-catalogue';
import { pathTo } from '../routing/paths';
import { isEntryActive, isLinkActive, visibleNavEntries, type NavGroupEntry } from './nav-entries';

function NavGroup({ entry, onNavigate }: { entry: NavGroupEntry; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const first = entry.children[0]?.to ?? '/';
  const open = entry.children.some((child) => isLinkActive(child.to.split('?')[0] ?? '', location));
  return (
    <li className={`side-nav__group${open ? ' side-nav__group--open' : ''}`}>
      <Link className={`side-nav__link${open ? ' side-nav__link--within' : ''}`} to={first} onClick={onNavigate}>
        <i className={`pi ${entry.icon}`} aria-hidden="true" />
        <span>{t(entry.label)}</span>
        <i className={`pi ${open ? 'pi-chevron-down' : 'pi-chevron-right flip-in-rtl'} side-nav__chevron`} aria-hidden="true" />
      </Link>
      {open && (
        <ul className="side-nav__children">
          {entry.children.map((child) => {
            const active = isLinkActive(child.to, location);
            return (
              <li key={child.to}>
                <Link
                  className={`side-nav__child${active ? ' side-nav__child--active' : ''}`}
                  to={child.to}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {t(child.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/** spec 2 §2.1: the side navigation, each entry gated by its area's viewAll. */
export function SideNav({ permissions, onNavigate }: { permissions: Permissions | undefined; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="side-nav">
      <Link className="side-nav__brand" to={pathTo('dashboard')} onClick={onNavigate}>
        <span className="brand-mark" aria-hidden="true">
          {t('brand.name')}
        </span>
        <span className="side-nav__brand-text">
          <strong>{t('brand.product')}</strong>
          <small>{t('brand.portal')}</small>
        </span>
      </Link>
      <nav aria-label={t('nav.label')}>
        <ul className="side-nav__list">
          {visibleNavEntries(permissions).map((entry) => {
            if (entry.kind === 'group') return <NavGroup key={entry.label} entry={entry} onNavigate={onNavigate} />;
            const active = isEntryActive(entry, location);
            return (
              <li key={entry.label}>
                <Link
                  className={`side-nav__link${active ? ' side-nav__link--active' : ''}`}
                  to={entry.to}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <i className={`pi ${entry.icon}`} aria-hidden="true" />
                  <span>{t(entry.label)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
