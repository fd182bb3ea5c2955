import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The title block every report opens with; the h1 is the report's name (spec 1 §2). */
export function ReportHeader({ screen, subtitle, icon, actions }: { screen: string; subtitle: string; icon: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="report-header">
      <div className="report-header__icon" aria-hidden="true">
        <i className={`pi ${icon}`} />
      </div>
      <div className="report-header__text">
        <h1 id="report-title">{t(`screens.${screen}.title`)}</h1>
        <p>{subtitle}</p>
      </div>
      {actions && <div className="report-header__actions">{actions}</div>}
    </header>
  );
}
