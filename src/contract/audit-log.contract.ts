import { z } from 'zod';
import { isIsoDate } from '../domain/time/iso-date';
import { defineCall } from './call-definition';

// docs/spec/decisions.md §8 and docs/decisions/0023-audit-log.md: platform staff read who changed what.

const day = z.string().refine(isIsoDate, 'Use a date written YYYY-MM-DD');
const filterText = (field: string) => z.string().trim().max(100, `The ${field} filter is too long`).optional();

export const auditLogPageSizes = [10, 25, 50, 100] as const;

export const auditLogQuerySchema = z
  .object({
    /** Business days, both included (docs/spec/decisions.md §5). */
    dateFrom: day.optional(),
    dateTo: day.optional(),
    /** Part of the actor's name or user name, case-insensitive. */
    actor: filterText('actor'),
    /** An action (`<area>.<verb>`) or its area (`merchants`). */
    action: filterText('action'),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => (auditLogPageSizes as readonly number[]).includes(size), `Page size must be one of ${auditLogPageSizes.join(', ')}`)
      .default(25),
  })
  .refine((query) => query.dateFrom === undefined || query.dateTo === undefined || query.dateFrom <= query.dateTo, {
    message: 'The end date must not be before the start date',
    path: ['dateTo'],
  });
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const listAuditLog = defineCall({
  id: 'auditLog.list',
  summary: 'The audit log, newest first, a page at a time (platform staff with UserLogs.viewAll)',
  base: 'api',
  method: 'GET',
  path: '/audit-log',
  query: auditLogQuerySchema,
  response: z.object({ records: z.array(auditEntrySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});
