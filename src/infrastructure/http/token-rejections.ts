import type { SessionEventsPort, TokenRejection } from '../../application/session/session-events.port';

/** Relays Token-Expired / Invalid-Token answers from the transport to whoever holds the session. */
export class TokenRejections implements SessionEventsPort {
  private readonly listeners = new Set<(rejection: TokenRejection) => void>();

  onTokenRejected(listener: (rejection: TokenRejection) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(rejection: TokenRejection): void {
    for (const listener of this.listeners) listener(rejection);
  }
}
