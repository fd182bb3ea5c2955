import { startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../kit/page-header';
import { preloadableLazy } from '../routing/lazy-view';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { DashboardFrame, InquireSwitchFrame } from './dashboard-frame';
import { InquireSwitch } from './inquire-switch';
import './dashboard.css';

// The panels, their tables and filters load beside the heading, not before it: their code starts
// as soon as this view's is in (docs/decisions/0053-dashboard-first-heading.md).
const DashboardPanels = preloadableLazy(() => import('./dashboard-panels').then((module) => ({ default: module.DashboardPanels })));
DashboardPanels.preload().catch(() => undefined);

/**
 * The panels, mounted in a transition once the view is in: while their code loads, the frame already
 * drawn stays, and the heading's commit does not wait for that code (a first render that suspends
 * below the screen's boundary was held back until all of it could show). Against the same server the
 * heading came 8–10% sooner (docs/decisions/0053-dashboard-first-heading.md).
 */
function PanelsOnceShown({ platform }: { platform: boolean }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return (
    <Suspense fallback={<DashboardFrame platform={platform} />}>
      {mounted ? <DashboardPanels platform={platform} /> : <DashboardFrame platform={platform} />}
    </Suspense>
  );
}

/**
 * spec 1 §2 Dashboard: count cards, the inquire switch, share panels and today's billing. The heading
 * and the page's frame need the session only; the dashboard area and the figures fill it in.
 */
export function DashboardView() {
  const { t } = useTranslation();
  const { isPlatform: platform, can } = useCan();
  const toasts = useNotify();
  const mayEditInquire = can(['MerchentManagement', 'editAccounts']);

  const notify = (severity: 'success' | 'error', summary: string, detail: string) => toasts[severity](detail, { summary });

  return (
    <div className="dashboard">
      <PageHeader icon="pi-home" title={t('screens.dashboard.title')} subtitle={t('screens.dashboard.description')}>
        {platform && (
          <Suspense fallback={<InquireSwitchFrame />}>
            <InquireSwitch
              editable={mayEditInquire}
              onSaved={(enabled) => notify('success', t('dashboard.inquire.saved'), t(enabled ? 'dashboard.inquire.turnedOn' : 'dashboard.inquire.turnedOff'))}
              onFailed={() => notify('error', t('dashboard.inquire.failed'), t('errors.unexpected'))}
            />
          </Suspense>
        )}
      </PageHeader>
      <PanelsOnceShown platform={platform} />
    </div>
  );
}
