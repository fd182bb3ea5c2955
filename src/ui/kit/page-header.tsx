import type { ReactNode } from 'react';
import './page.css';

export interface PageHeaderProps {
  /** The h1's id, for the page's aria-labelledby. */
  titleId: string;
  title: string;
  subtitle?: string;
  /** A PrimeIcons name, e.g. `pi-users`, shown in the page's icon tile. */
  icon: string;
  /** Actions at the end of the header (Create, Refresh...). */
  children?: ReactNode;
}

/** The title block of a screen: its icon tile, h1, a subtitle and optional actions. */
export function PageHeader({ titleId, title, subtitle, icon, children }: PageHeaderProps) {
  return (
    <header className="kit-page__header">
      <div className="kit-page__icon" aria-hidden="true">
        <i className={`pi ${icon}`} />
      </div>
      <div className="kit-page__heading">
        <h1 id={titleId}>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
      {children && <div className="kit-page__actions">{children}</div>}
    </header>
  );
}
