import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** PrimeIcons class of the screen (the route table's icon), shown in the tile. */
  icon: string;
  title: string;
  subtitle?: ReactNode;
  /** The h1's id, for a section's aria-labelledby. */
  titleId?: string;
  /** Buttons or switches at the end of the header. */
  actions?: ReactNode;
}

/** One title block for every screen: the icon tile, the page's h1 (focused after navigation), a subtitle. */
export function PageHeader({ icon, title, subtitle, titleId, actions }: PageHeaderProps) {
  return (
    <header className="kit-page-header">
      <div className="kit-page-header__icon" aria-hidden="true">
        <i className={`pi ${icon}`} />
      </div>
      <div className="kit-page-header__text">
        <h1 id={titleId}>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
      {actions && <div className="kit-page-header__actions">{actions}</div>}
    </header>
  );
}
