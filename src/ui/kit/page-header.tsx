import type { ReactNode } from 'react';
import './page-layout.css';

export interface PageHeaderProps {
  /** PrimeIcons class of the screen (the route table's icon), shown in the tile. */
  icon: string;
  title: string;
  subtitle?: ReactNode;
  /** The h1's id, for a section's aria-labelledby. */
  titleId?: string;
  /** Buttons, links or switches at the end of the header (Create ..., Export). */
  children?: ReactNode;
}

/** One title block for every screen: the icon tile, the page's h1 (focused after navigation), a subtitle, actions. */
export function PageHeader({ icon, title, subtitle, titleId, children }: PageHeaderProps) {
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
