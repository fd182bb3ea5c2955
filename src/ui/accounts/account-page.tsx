import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied as DeniedPanel } from '../kit/permission-denied';
import './accounts.css';

export interface AccountPageProps {
  titleId: string;
  title: string;
  subtitle: string;
  /** PrimeIcons class of the title's tile (the screen's icon in its manifest). */
  icon: string;
  /** A link back to the list, shown before the title. */
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every merchant and carrier screen: the icon tile, the h1, a subtitle and actions. */
export function AccountPage({ titleId, title, subtitle, icon, back, actions, children }: AccountPageProps) {
  return (
    <section className="accounts-page" aria-labelledby={titleId}>
      {back && (
        <Link to={back.to} className="accounts-page__back">
          <i className="pi pi-arrow-left flip-in-rtl" aria-hidden="true" />
          <span>{back.label}</span>
        </Link>
      )}
      <PageHeader titleId={titleId} title={title} subtitle={subtitle} icon={icon}>
        {actions}
      </PageHeader>
      {children}
    </section>
  );
}

/** spec 2 §6: without the area's view permission the page shows 'Permission Denied'. */
export function PermissionDenied() {
  const { t } = useTranslation();
  return <DeniedPanel title={t('accounts.denied.title')} message={t('accounts.denied.message')} />;
}
