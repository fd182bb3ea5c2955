import { useMemo } from 'react';
import { useArea, useUseCases } from '../../infrastructure/di/use-cases-context';
import { useRemoteData } from '../kit/use-remote-data';
import { BillingPanels } from './billing-panels';
import { CountCards } from './count-cards';
import { RevenueSharePanel } from './revenue-share-panel';
import { ServicesSharePanel } from './services-share-panel';

/**
 * The dashboard's figures (spec 1 §2): count cards, share panels and today's billing. Loaded after
 * the heading, with their tables and filters; each asks for its own figures.
 */
export function DashboardPanels({ platform }: { platform: boolean }) {
  const { reportProblem } = useUseCases();
  const dashboard = useArea('dashboard');
  const initial = useMemo(() => dashboard.defaultDates(), [dashboard]);
  const cards = useRemoteData('cards', () => dashboard.cards(), { onError: reportProblem });
  return (
    <>
      <CountCards platform={platform} cards={cards.data ?? null} />
      <div className="dashboard-grid">
        <ServicesSharePanel initial={initial} />
        <RevenueSharePanel initial={initial} platform={platform} />
      </div>
      <BillingPanels platform={platform} />
    </>
  );
}
