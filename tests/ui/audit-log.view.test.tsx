import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuditLogQuery } from '../../src/application/audit-log/audit-log.port';
import { renderAccounts, slow } from './accounts.support';
import { afterProfile } from './render-portal';

// docs/decisions/0023-audit-log.md: platform staff page and filter who changed what.
describe('audit log screen', slow, () => {
  it('lists entries newest first and sends the filters to the server', async () => {
    const { user } = await renderAccounts('/audit-log');
    expect(await screen.findByRole('heading', { name: 'Audit Log' }, afterProfile)).toBeInTheDocument();
    expect(await screen.findAllByText('stores.add')).not.toHaveLength(0);
    await user.type(screen.getByLabelText('Actor'), 'support');
    await user.type(screen.getByLabelText('Action'), 'stores');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryAllByText('Platform Admin (admin)')).toHaveLength(0));
    expect(screen.getAllByText('Support Desk (support)').length).toBeGreaterThan(0);
  });

  it('says Permission Denied to staff without the User Logs right', async () => {
    await renderAccounts('/audit-log', { user: 'support' });
    expect(await screen.findByText('The audit log is for platform staff with the User Logs right.', {}, afterProfile)).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    const page = vi.fn((query: AuditLogQuery) => Promise.resolve({ rows: [], total: 0, page: query.page, pageSize: query.pageSize }));
    await renderAccounts('/audit-log', { language: 'ar', auditLog: { auditLogPage: page } });
    expect(await screen.findByRole('heading', { name: 'سجل التدقيق' }, afterProfile)).toBeInTheDocument();
    expect(await screen.findByText('لا توجد إدخالات مطابقة لعوامل التصفية هذه.')).toBeInTheDocument();
  });
});
