import { describe, expect, it, vi } from 'vitest';
import { dashboardUseCases } from '../../src/application/dashboard/dashboard.use-case';
import { formatPercent } from '../../src/domain/money/money';
import { InMemoryDashboardAdapter } from '../../src/infrastructure/dashboard/dashboard.in-memory-adapter';

describe('dashboard use-cases', () => {
  it('starts the panels at Last 7 days, today included, in the business zone', () => {
    const { defaultDates } = dashboardUseCases({ dashboard: new InMemoryDashboardAdapter() });
    // 20:30 UTC on 1 March is already 2 March in Karachi (UTC+5).
    expect(defaultDates(new Date('2024-03-01T20:30:00Z'))).toEqual({ from: '2024-02-25', to: '2024-03-02' });
  });

  it('refuses a range that ends before it starts, without calling the server', async () => {
    const serviceShare = vi.fn(async () => []);
    const useCases = dashboardUseCases({ dashboard: new InMemoryDashboardAdapter({ serviceShare }) });
    const outcome = await useCases.serviceShare({ from: '2024-03-05', to: '2024-03-01' });
    expect(outcome).toEqual({ ok: false, issues: [{ code: 'date-range.from-after-to', field: 'to' }] });
    expect(serviceShare).not.toHaveBeenCalled();
  });

  it('labels today’s failures and computes the percentages from the same filter', async () => {
    const todayStatusCounts = vi.fn(async () => [
      { status: 'Success', count: 3 },
      { status: 'Failed', count: 1 },
    ]);
    const todayFailureCounts = vi.fn(async () => [
      { message: 'Daily limit exceeded', count: 1 },
      { message: 'Monthly limit exceeded for this wallet account', count: 2 },
    ]);
    const useCases = dashboardUseCases({ dashboard: new InMemoryDashboardAdapter({ todayStatusCounts, todayFailureCounts }) });
    const billing = await useCases.todayBilling({ provider: 'jazzcash', merchantId: 'm1' });
    expect(todayStatusCounts).toHaveBeenCalledWith({ provider: 'jazzcash', merchantId: 'm1' });
    expect(todayFailureCounts).toHaveBeenCalledWith({ provider: 'jazzcash', merchantId: 'm1' });
    expect([formatPercent(billing.status.success), formatPercent(billing.status.failed)]).toEqual(['75.00', '25.00']);
    expect(billing.failures).toEqual([{ label: 'daily or monthly limit exceeds', count: 3 }]);
  });
});
