import { describe, expect, it } from 'vitest';
import { auditLogUseCases } from '../../src/application/audit-log/audit-log.use-case';
import { HttpAuditLogAdapter } from '../../src/infrastructure/audit-log/audit-log.http-adapter';
import { fakeCallApi } from './support/fake-call-api';

describe('HTTP audit log adapter', () => {
  it('sends only the filters that are set and reads each entry', async () => {
    const entry = {
      _id: '7',
      at: '2026-11-20T12:00:00.000Z',
      actorId: 'u1',
      actorName: 'Platform Admin (admin)',
      action: 'stores.add',
      targetType: 'stores',
      targetId: 's1',
      details: { body: { name: 'A' } },
    };
    const { callApi, sent } = fakeCallApi({ 'auditLog.list': { records: [entry], total: 31, page: 2, pageSize: 25 } });
    const page = await auditLogUseCases({ auditLog: new HttpAuditLogAdapter(callApi) }).page({
      page: 2,
      pageSize: 25,
      actor: '  admin ',
      action: '',
      dateFrom: '2026-11-01',
    });
    expect(sent[0]?.query).toEqual({ page: 2, pageSize: 25, actor: 'admin', dateFrom: '2026-11-01' });
    expect(page).toMatchObject({ total: 31, page: 2, pageSize: 25 });
    expect(page.rows[0]).toEqual({
      id: '7',
      at: entry.at,
      actorName: entry.actorName,
      action: 'stores.add',
      targetType: 'stores',
      targetId: 's1',
      details: entry.details,
    });
  });
});
