import type { ReactNode } from 'react';
import './page-layout.css';

export interface PageHeaderProps {
  /** The h1's id, for the page section's aria-labelledby. */
  titleId: string;
  title: string;
  subtitle?: string;
  /** A PrimeIcons name, e.g. `pi-shop` (the screen's icon in routing/screens.ts). */
  icon: string;
  /** Buttons or links at the end of the header (Create ...). */
  children?: ReactNode;
}

/** A screen's title block: the icon tile, the h1, a subtitle and its actions. */
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
