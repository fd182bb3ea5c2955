import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` against the expected token, in constant time whatever the lengths. */
export function bearerMatches(header: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (match?.[1] === undefined) return false;
  return timingSafeEqual(digest(match[1]), digest(expected));
}
