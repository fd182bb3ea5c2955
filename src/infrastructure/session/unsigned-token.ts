import type { TokenClaims } from '../../domain/session/token-claims';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A token of the server's shape (docs/decisions/0002-sessions.md) without a signature: the portal only
 * decodes tokens, so in-memory sign-ins behave like real ones in every view.
 */
export function unsignedTokenFor(claims: TokenClaims): string {
  return `${base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.unsigned`;
}
