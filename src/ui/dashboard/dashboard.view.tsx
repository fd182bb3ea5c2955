import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../kit/page-header';
import { useArea, useUseCases } from '../../infrastructure/di/use-cases-context';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { BillingPanels } from './billing-panels';
import { CountCards } from './count-cards';
import { InquireSwitch } from './inquire-switch';
import { RevenueSharePanel } from './revenue-share-panel';
import { ServicesSharePanel } from './services-share-panel';
import './dashboard.css';

/** spec 1 §2 Dashboard: count cards, the inquire switch, share panels and today's billing. */
export function DashboardView() {
  const { t } = useTranslation();
  const { reportProblem } = useUseCases();
  const dashboard = useArea('dashboard');
  const { isPlatform: platform, can } = useCan();
  const toasts = useNotify();
  const mayEditInquire = can(['MerchentManagement', 'editAccounts']);
  const initial = useMemo(() => dashboard.defaultDates(), [dashboard]);
  const cards = useRemoteData('cards', () => dashboard.cards(), { onError: reportProblem });

  const notify = (severity: 'success' | 'error', summary: string, detail: string) => toasts[severity](detail, { summary });

  return (
    <div className="dashboard">
      <PageHeader icon="pi-home" title={t('screens.dashboard.title')} subtitle={t('screens.dashboard.description')}>
        {platform && (
          <InquireSwitch
            editable={mayEditInquire}
            onSaved={(enabled) => notify('success', t('dashboard.inquire.saved'), t(enabled ? 'dashboard.inquire.turnedOn' : 'dashboard.inquire.turnedOff'))}
            onFailed={() => notify('error', t('dashboard.inquire.failed'), t('errors.unexpected'))}
          />
        )}
      </PageHeader>
      <CountCards platform={platform} cards={cards.data ?? null} />
      <div className="dashboard-grid">
        <ServicesSharePanel initial={initial} />
        <RevenueSharePanel initial={initial} platform={platform} />
      </div>
      <BillingPanels platform={platform} />
    </div>
  );
}
