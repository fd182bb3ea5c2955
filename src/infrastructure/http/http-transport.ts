import type { z } from 'zod';
import { AppError, appErrorCodes } from '../../application/errors/app-error';
import type { SessionStorePort } from '../../application/session/session-store.port';
import { pathWith, type CallBody, type CallDefinition, type CallParams, type CallQuery, type CallResponse } from '../../contract/call-definition';
import type { PortalConfig } from '../config/portal-config';
import { appErrorOf, genericFailureMessage, tokenRejectionOf } from './error-mapping';
import type { RequestTracker } from './request-tracker';
import type { TokenRejections } from './token-rejections';

export interface CallInput<C> {
  params?: CallParams<C>;
  query?: CallQuery<C>;
  body?: CallBody<C>;
  /** Counted for the global loading overlay (spec 1 §2); true unless a call runs in the background. */
  tracked?: boolean;
  /**
   * `session` (default): a Token-Expired / Invalid-Token answer ends the session at once.
   * `caller`: the caller shows its own dialog first and ends the session on confirm (spec 1 §4,
   * the settlement fetch); the call still rejects with the token's AppError.
   */
  tokenRejection?: 'session' | 'caller';
  /** The file of a call whose contract declares an upload, sent as multipart/form-data in the declared field. */
  file?: { name: string; content: Blob };
  /** Extra request headers a call documents (e.g. the top-up's Idempotency-Key); they cannot replace the transport's own. */
  headers?: Readonly<Record<string, string>>;
}

/** One way to reach any call of the contract. Rejects with an AppError only. */
export type CallApi = <C extends CallDefinition>(call: C, input?: CallInput<C>) => Promise<CallResponse<C>>;

export interface HttpTransportDeps {
  config: PortalConfig;
  sessionStore: SessionStorePort;
  fetch: typeof globalThis.fetch;
  tracker: RequestTracker;
  tokenRejections: TokenRejections;
  reportProblem: (problem: unknown) => void;
}

function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** JSON when it parses; the old API answers the sign-in token as a bare string, which may arrive as text. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createHttpTransport(deps: HttpTransportDeps): CallApi {
  async function send<C extends CallDefinition>(call: C, input: CallInput<C>): Promise<CallResponse<C>> {
    const url = deps.config.bases[call.base] + pathWith(call.path, (input.params ?? {}) as Record<string, string | number>) + queryString(input.query);
    // Lower-cased, so a caller's header never doubles one the transport sets below.
    const headers: Record<string, string> = Object.fromEntries(Object.entries(input.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    headers.accept = call.download?.contentType ?? 'application/json';
    const token = call.public ? null : deps.sessionStore.readToken();
    if (token) headers['x-auth-token'] = token;
    let payload: string | FormData | undefined;
    if (call.upload !== undefined && input.file !== undefined) {
      // spec 3 §7 File upload: multipart; fetch writes the content type with its boundary.
      payload = new FormData();
      payload.append(call.upload.field, input.file.content, input.file.name);
    } else if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(input.body);
    }

    let response: Response;
    try {
      response = await deps.fetch(url, { method: call.method, headers, body: payload });
    } catch (problem) {
      deps.reportProblem(problem);
      throw new AppError(appErrorCodes.network, 'The server cannot be reached. Check your connection and try again.');
    }

    const body = response.ok && call.download !== undefined ? await response.blob() : await bodyOf(response);
    if (!response.ok) {
      // spec 1 §4: a dead token ends the session wherever it shows up, not only on one screen.
      const rejection = tokenRejectionOf(body);
      if (rejection && input.tokenRejection !== 'caller') deps.tokenRejections.notify(rejection);
      throw appErrorOf(response.status, body);
    }

    const parsed = (call.response as z.ZodType).safeParse(body);
    if (!parsed.success) {
      // A shape the contract does not know is a defect on one side: log it, show the generic message.
      deps.reportProblem(new Error(`Response of ${call.id} does not match the contract: ${parsed.error.message}`));
      throw new AppError(appErrorCodes.unexpected, genericFailureMessage);
    }
    return parsed.data as CallResponse<C>;
  }

  return (call, input = {}) => (input.tracked === false ? send(call, input) : deps.tracker.track(() => send(call, input)));
}
