import { render, screen } from '@testing-library/react';
import { MemoryRouter, matchPath, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import enBase from '../../src/ui/i18n/en.json';
import { catalogueFor } from '../../src/ui/i18n/feature-catalogues';
import { pathTo, reportPath } from '../../src/ui/routing/paths';
import { publicCheckoutRoutes, screenRoutes } from '../../src/ui/routing/router-entries';
import { screenViews } from '../../src/ui/routing/view-map';
import { isReportType, reportTypes, screens, sessionRoutes } from '../../src/ui/routing/route-table';
import { useScreenParams } from '../../src/ui/routing/use-screen-params';
import { navEntries, profileEntries, settingsEntries } from '../../src/ui/shell/nav-entries';

type Catalogue = { [key: string]: string | Catalogue };
const en = (await catalogueFor('en', enBase)) as Catalogue;
const titleOf = (id: string) => ((en.screens as Catalogue)[id] as Catalogue | undefined)?.title;

const routePatterns = [...screenRoutes, ...publicCheckoutRoutes, ...Object.values(sessionRoutes)].map((route) => route.path);

/** True when the router has a route for the link, and a known report for a /reports?type= link. */
function resolves(to: string): boolean {
  const url = new URL(to, 'http://portal.test');
  const routed = routePatterns.some((pattern) => matchPath(pattern, url.pathname) !== null);
  if (url.pathname !== pathTo('reports')) return routed;
  return routed && isReportType(url.searchParams.get('type') ?? '');
}

function SettlementParams() {
  return <output>{JSON.stringify(useScreenParams('settlementSummary'))}</output>;
}

function renderAt(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        {screenRoutes
          .filter((route) => route.screen === 'settlementSummary')
          .map((route) => (
            <Route key={route.path} path={route.path} element={<SettlementParams />} />
          ))}
      </Routes>
    </MemoryRouter>,
  );
}

describe('route table (spec 1 §2, spec 2 §2.1, spec 3 §2)', () => {
  it('has a catalogue title for every screen and every report', () => {
    const ids = [...Object.keys(screens), ...Object.values(reportTypes).map((report) => report.screen)];
    expect(ids.filter((id) => typeof titleOf(id) !== 'string')).toEqual([]);
  });

  it('builds paths from the patterns, encoding each value', () => {
    expect(pathTo('dashboard')).toBe('/dashboard');
    expect(pathTo('merchantForm', { merchantId: '42' })).toBe('/merchants/form/42');
    expect(pathTo('paymentReturn', { serviceId: 's 1', msisdn: '+92', product: 'a/b' })).toBe('/easypaisa/cc/s%201/%2B92/a%2Fb');
    expect(pathTo('settlementSummary', { settlementId: 'a/b c?d' })).toBe('/settlement-summary/a%2Fb%20c%3Fd');
    expect(reportPath('billing-report')).toBe('/reports?type=billing-report');
  });

  it.each([
    ['its own path', (id: string) => pathTo('settlementSummary', { settlementId: id })],
    ['its second path (docs/spec/decisions.md §6)', (id: string) => `/settlements/${encodeURIComponent(id)}`],
  ])('hands a value with a slash, a space and a question mark back to the view at %s', (_, at) => {
    renderAt(at('a/b c?d&e%f'));
    expect(screen.getByRole('status')).toHaveTextContent(JSON.stringify({ settlementId: 'a/b c?d&e%f' }));
  });

  it('routes every side navigation, settings and profile entry', () => {
    const links = [
      ...navEntries.flatMap((entry) => (entry.kind === 'group' ? entry.children.map((child) => child.to) : [entry.to])),
      ...settingsEntries.map((entry) => entry.to),
      ...profileEntries.map((entry) => entry.to),
    ];
    expect(links.length).toBeGreaterThan(20);
    expect(links.filter((to) => !resolves(to))).toEqual([]);
  });

  it('does not route a report type the table does not know', () => {
    expect(resolves('/reports?type=transactions-report')).toBe(false);
  });

  it('registers a view for every built screen and every built report', () => {
    const built = Object.keys(screenViews).sort();
    expect(built).toEqual(
      [
        'billingReport',
        'csvJobs',
        'dashboard',
        'inquireTransaction',
        'settlementForm',
        'settlementReport',
        'settlementSummary',
        'settlements',
        'statements',
        'transactionReport',
        ...['merchants', 'merchantForm', 'merchantAccountBalance', 'merchantHistory', 'carriers', 'carrierForm', 'carrierHistory'],
        'stores',
        'storeForm',
        'services',
        'serviceForm',
        'blacklists',
        'blacklistForm',
        'products',
        'productForm',
        ...['users', 'userForm', 'roles', 'roleForm', 'accountProfile', 'changePassword'],
        ...['collection', 'disbursement'],
        ...['vouchers', 'voucherRequests', 'voucherTransactions'],
        ...['payoutAccounts', 'merchantTopUps', 'payoutAccountDetail', 'payoutTransactionForm'],
        'payoutRequests',
        'fileRecords',
        'callcenter',
        ...['checkoutLogs', 'checkoutRequests'],
        'auditLog',
        'reconciliation',
      ].sort(),
    );
  });

  it('gives every route a distinct pattern', () => {
    expect(new Set(routePatterns).size).toBe(routePatterns.length);
  });
});
