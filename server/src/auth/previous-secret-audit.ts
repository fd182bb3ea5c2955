import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AuditLog } from '../db/audit-log';
import type { DatabaseSchema } from '../db/database-schema';

/** Names a secret in logs and the audit log without revealing it. */
export const fingerprintOf = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 12);

/**
 * docs/decisions/0047-backups-and-key-rotation.md: the first token a previous secret verifies (per
 * secret, per process) is written to the audit log, so staff see a rotation's old secret still in
 * use and can tell when dropping it signs nobody out. Once per process: an entry per request would
 * flood the log for a whole token lifetime.
 */
export function auditPreviousSecretUse(db: Kysely<DatabaseSchema>, previous: readonly string[]): (position: number, userId: string) => Promise<void> {
  const recorded = new Set<number>();
  return async (position, userId) => {
    if (recorded.has(position)) return;
    recorded.add(position);
    const secret = previous[position] ?? '';
    await AuditLog.record(db, {
      actor: { userId },
      action: 'tokenSecret.previousUsed',
      target: { type: 'setting', id: 'TOKEN_SECRET_PREVIOUS' },
      details: { position: position + 1, fingerprint: fingerprintOf(secret) },
    });
  };
}
