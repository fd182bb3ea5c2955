import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../kit/page-header';

/** The title block every report opens with; the h1 is the report's name (spec 1 §2). */
export function ReportHeader({ screen, subtitle, icon, actions }: { screen: string; subtitle: string; icon: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageHeader icon={icon} title={t(`screens.${screen}.title`)} subtitle={subtitle} titleId="report-title">
      {actions}
    </PageHeader>
  );
}
