/** How a Token-Expired or Invalid-Token answer of any call reaches the session (spec 1 §4). */
export type TokenRejection = { code: 'token_expired' | 'invalid_token'; message: string };

export interface SessionEventsPort {
  onTokenRejected(listener: (rejection: TokenRejection) => void): () => void;
}
