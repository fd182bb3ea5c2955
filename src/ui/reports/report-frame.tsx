import { Suspense, type ReactNode } from 'react';
import { ReportHeader } from './report-header';
import './reports.css';

/** One report: its title block, then its filters and grid once their code has loaded. */
export function ReportFrame({ screen, icon, subtitle, children }: { screen: string; icon: string; subtitle: string; children: ReactNode }) {
  return (
    <section className="report" aria-labelledby="report-title">
      <ReportHeader screen={screen} icon={icon} subtitle={subtitle} />
      <Suspense fallback={<div className="kit-card report-card report-card--loading" aria-hidden="true" />}>{children}</Suspense>
    </section>
  );
}
