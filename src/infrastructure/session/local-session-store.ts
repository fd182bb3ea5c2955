import { isPortalLanguage, type PortalLanguage, type SessionStorePort } from '../../application/session/session-store.port';

export const sessionStorageKeys = { token: 'pgw.token', language: 'pgw.language' } as const;

/**
 * spec 1 §9: the login token and the language, and nothing else, survive a reload. A plain class:
 * the first screen builds it without the container (docs/decisions/0029-first-load.md).
 */
export class LocalSessionStore implements SessionStorePort {
  constructor(private readonly storage: Storage) {}

  readToken(): string | null {
    return this.storage.getItem(sessionStorageKeys.token);
  }

  writeToken(token: string): void {
    this.storage.setItem(sessionStorageKeys.token, token);
  }

  clear(): void {
    this.storage.removeItem(sessionStorageKeys.token);
  }

  readLanguage(): PortalLanguage | null {
    const stored = this.storage.getItem(sessionStorageKeys.language);
    return isPortalLanguage(stored) ? stored : null;
  }

  writeLanguage(language: PortalLanguage): void {
    this.storage.setItem(sessionStorageKeys.language, language);
  }
}
