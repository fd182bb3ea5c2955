import type { PortalLanguage, SessionStorePort } from '../../application/session/session-store.port';

/** A session store that forgets everything with the page; tests read it back directly. */
export class MemorySessionStore implements SessionStorePort {
  constructor(
    public token: string | null = null,
    public language: PortalLanguage | null = null,
  ) {}

  readToken(): string | null {
    return this.token;
  }

  writeToken(token: string): void {
    this.token = token;
  }

  clear(): void {
    this.token = null;
  }

  readLanguage(): PortalLanguage | null {
    return this.language;
  }

  writeLanguage(language: PortalLanguage): void {
    this.language = language;
  }
}
