import type { ReactNode } from 'react';

/** The title block of the settlement list and form: the h1, a subtitle and optional actions. */
export function SettlementsHeader({ titleId, title, subtitle, children }: { titleId: string; title: string; subtitle: string; children?: ReactNode }) {
  return (
    <header className="settlements-page__header">
      <div>
        <h1 id={titleId}>{title}</h1>
        <p className="settlements-page__subtitle">{subtitle}</p>
      </div>
      {children}
    </header>
  );
}
