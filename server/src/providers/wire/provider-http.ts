import {
  BrokenCircuitError,
  type CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  ExponentialBackoff,
  handleType,
  retry,
  TaskCancelledError,
  TimeoutStrategy,
  timeout,
  wrap,
} from 'cockatiel';

/**
 * docs/decisions/0043-provider-wire-adapters.md: one bounded HTTP call to a provider, with cockatiel's
 * policies. Every call has a timeout; only calls the caller marks idempotent (an inquiry by the provider's
 * own reference) are tried again, and only when no usable answer came (timeout, network error, 5xx); every
 * call goes through the provider's circuit breaker. A 4xx or a 2xx is the provider's answer and is
 * returned as it is.
 */
export interface ProviderCallOptions {
  timeoutMs: number;
  /** Further tries after the first; 0 unless the call is idempotent. */
  retries: number;
  /** The first pause before a further try; later pauses grow exponentially (with jitter). */
  retryDelayMs: number;
}

export type ProviderCallFailure = 'timeout' | 'network' | 'http-5xx' | 'circuit-open' | 'bad-answer';

/** No usable answer from the provider: the money may or may not have moved (ask again by reference). */
export class ProviderCallError extends Error {
  constructor(
    readonly failure: ProviderCallFailure,
    message: string,
    /** How many times the provider was called (0 when the circuit was open). */
    readonly tries: number,
  ) {
    super(message);
    this.name = 'ProviderCallError';
  }
}

export interface ProviderAnswer {
  httpStatus: number;
  body: Record<string, unknown>;
  tries: number;
}

export type CircuitStatus = 'closed' | 'open' | 'half-open';

const circuitStatus: Record<CircuitState, CircuitStatus> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'open',
};

/** The provider's circuit: `failureThreshold` failed calls in a row open it for `openMs`, then one trial call decides. */
export function providerCircuit(failureThreshold: number, openMs: number): CircuitBreakerPolicy {
  return circuitBreaker(handleType(ProviderCallError), { halfOpenAfter: openMs, breaker: new ConsecutiveBreaker(failureThreshold) });
}

export class ProviderHttp {
  constructor(
    readonly provider: string,
    readonly baseUrl: string,
    private readonly breaker: CircuitBreakerPolicy,
    private readonly defaults: ProviderCallOptions,
  ) {}

  get circuit(): CircuitStatus {
    return circuitStatus[this.breaker.state];
  }

  postJson(path: string, body: Record<string, unknown>, headers: Record<string, string>, options: Partial<ProviderCallOptions> = {}): Promise<ProviderAnswer> {
    return this.bounded(options, (signal, timeoutMs, tries) => this.once(path, body, headers, signal, timeoutMs, tries));
  }

  /**
   * A GET of a text document (a daily statement, docs/providers.md "Daily statements"): a 2xx answers its
   * text; any other status is no usable answer (a 4xx, such as refused credentials, is not tried again).
   */
  async getText(path: string, headers: Record<string, string>, options: Partial<ProviderCallOptions> = {}): Promise<{ text: string; tries: number }> {
    const answer = await this.bounded(options, async (signal, timeoutMs, tries) => {
      const response = await this.fetched(path, { method: 'GET', headers: { accept: 'text/csv, application/json', ...headers } }, signal, timeoutMs, tries);
      const text = await response.text();
      return { httpStatus: response.status, text };
    });
    if (answer.httpStatus < 200 || answer.httpStatus >= 300)
      throw new ProviderCallError('bad-answer', `HTTP ${answer.httpStatus}: ${answer.text.slice(0, 200)}`, answer.tries);
    return { text: answer.text, tries: answer.tries };
  }

  private async bounded<T>(
    options: Partial<ProviderCallOptions>,
    call: (signal: AbortSignal, timeoutMs: number, tries: number) => Promise<T>,
  ): Promise<T & { tries: number }> {
    const { timeoutMs, retries, retryDelayMs } = { ...this.defaults, ...options };
    let tries = 0;
    const tryAgain = retry(
      handleType(ProviderCallError, (error) => error.failure !== 'circuit-open'),
      { maxAttempts: retries, backoff: new ExponentialBackoff({ initialDelay: retryDelayMs, maxDelay: retryDelayMs * 8 }) },
    );
    const bounded = wrap(tryAgain, this.breaker, timeout(timeoutMs, TimeoutStrategy.Cooperative));
    try {
      const answer = await bounded.execute(({ signal }) => {
        tries += 1;
        return call(signal, timeoutMs, tries);
      });
      return { ...answer, tries };
    } catch (error) {
      if (error instanceof ProviderCallError) throw error;
      if (error instanceof BrokenCircuitError)
        throw new ProviderCallError('circuit-open', `${this.provider}: circuit open, the provider failed repeatedly; not called`, tries);
      if (error instanceof TaskCancelledError) throw new ProviderCallError('timeout', `no answer within ${timeoutMs} ms`, tries);
      throw new ProviderCallError('network', String(error), tries);
    }
  }

  private async fetched(path: string, init: RequestInit, signal: AbortSignal, timeoutMs: number, tries: number): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, { ...init, signal });
    } catch (error) {
      const timedOut = signal.aborted || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
      throw new ProviderCallError(timedOut ? 'timeout' : 'network', timedOut ? `no answer within ${timeoutMs} ms` : `network error: ${String(error)}`, tries);
    }
    if (response.status >= 500) throw new ProviderCallError('http-5xx', `HTTP ${response.status}`, tries);
    return response;
  }

  private async once(path: string, body: Record<string, unknown>, headers: Record<string, string>, signal: AbortSignal, timeoutMs: number, tries: number) {
    const response = await this.fetched(
      path,
      { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body: JSON.stringify(body) },
      signal,
      timeoutMs,
      tries,
    );
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ProviderCallError('bad-answer', `HTTP ${response.status}, not JSON`, tries);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new ProviderCallError('bad-answer', `HTTP ${response.status}, not an object`, tries);
    return { httpStatus: response.status, body: parsed as Record<string, unknown> };
  }
}
