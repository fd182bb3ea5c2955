import { Toast } from 'primereact/toast';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isPlatformStaff } from '../../domain/organisation/organisation-scope';
import { hasPermission } from '../../domain/permissions/permission-rules';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import { useSession } from '../session/use-session';
import { BillingPanels } from './billing-panels';
import { CountCards } from './count-cards';
import { InquireSwitch } from './inquire-switch';
import { RevenueSharePanel } from './revenue-share-panel';
import { ServicesSharePanel } from './services-share-panel';
import { usePanelData } from './use-panel-data';
import './dashboard.css';

/** spec 1 §9: snackbars hide after 6 000 ms. */
const snackbarLifeMs = 6000;

/** spec 1 §2 Dashboard: count cards, the inquire switch, share panels and today's billing. */
export function DashboardView() {
  const { t } = useTranslation();
  const { dashboard, reportProblem } = useUseCases();
  const { claims } = useSession();
  const toast = useRef<Toast>(null);
  const platform = claims !== null && isPlatformStaff(claims.organisation);
  const mayEditInquire = hasPermission(claims?.role?.permissions, ['MerchentManagement', 'editAccounts']);
  const initial = useMemo(() => dashboard.defaultDates(), [dashboard]);
  const loadCards = useCallback(() => dashboard.cards(), [dashboard]);
  const { state: cards } = usePanelData(loadCards, reportProblem);

  const notify = (severity: 'success' | 'error', summary: string, detail: string) =>
    toast.current?.show({ severity, summary, detail, life: snackbarLifeMs });

  return (
    <div className="dashboard">
      <Toast ref={toast} position="bottom-center" />
      <header className="dashboard__header">
        <div>
          <h1>{t('screens.dashboard.title')}</h1>
          <p className="dashboard__subtitle">{t('screens.dashboard.description')}</p>
        </div>
        {platform && (
          <InquireSwitch
            editable={mayEditInquire}
            onSaved={(enabled) => notify('success', t('dashboard.inquire.saved'), t(enabled ? 'dashboard.inquire.turnedOn' : 'dashboard.inquire.turnedOff'))}
            onFailed={() => notify('error', t('dashboard.inquire.failed'), t('errors.unexpected'))}
          />
        )}
      </header>
      <CountCards platform={platform} cards={cards.status === 'ready' ? cards.data : null} />
      <div className="dashboard-grid">
        <ServicesSharePanel initial={initial} />
        <RevenueSharePanel initial={initial} platform={platform} />
      </div>
      <BillingPanels platform={platform} />
    </div>
  );
}
