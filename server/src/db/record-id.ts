import { randomUUID } from 'node:crypto';

/** 24 hex characters, shaped like the old portal's Mongo ObjectIds so ids look familiar on the wire. */
export function newRecordId(): string {
  return randomUUID().replace(/-/g, '').slice(0, 24);
}
