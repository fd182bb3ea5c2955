/** One HTTP answer: status and JSON (or text) body. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as is (the sandbox's HTML form posts). */
  form?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface Figures {
  /** HTTP attempts, retries included (also those made while the server was down). */
  requests: number;
  /** Attempts that got no answer (server down, connection refused or cut by a kill) or a 5xx. */
  unanswered: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A client of the server under test that lives through its crashes: a connection error, a cut
 * answer or a 5xx is unacknowledged, and the same request (same body, same Idempotency-Key) is sent
 * again until an answer comes or the deadline passes.
 */
export class CrashTolerantClient {
  readonly figures: Figures = { requests: 0, unanswered: 0 };

  constructor(
    private readonly origin: () => string | undefined,
    private readonly patienceMs: number,
  ) {}

  async once<T>(path: string, options: CallOptions = {}): Promise<Answer<T> | null> {
    this.figures.requests += 1;
    const origin = this.origin();
    if (origin === undefined) return null;
    try {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token !== undefined) headers['x-auth-token'] = options.token;
      let body: string | undefined;
      if (options.form !== undefined) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = options.form;
      } else if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      const response = await fetch(`${origin}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text === '' ? {} : JSON.parse(text);
      } catch {
        // an HTML page or a redirect
      }
      return { status: response.status, body: parsed as T, headers: response.headers };
    } catch {
      return null;
    }
  }

  /** Sends until an answer below 500 comes; null when the deadline passed without one. */
  async call<T = Record<string, unknown>>(path: string, options: CallOptions = {}): Promise<Answer<T> | null> {
    const deadline = Date.now() + this.patienceMs;
    for (;;) {
      const answer = await this.once<T>(path, options);
      if (answer !== null && answer.status < 500) return answer;
      this.figures.unanswered += 1;
      if (Date.now() > deadline) return null;
      await pause(150 + Math.random() * 250);
    }
  }
}
