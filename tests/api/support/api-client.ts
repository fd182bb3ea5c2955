export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiRequest {
  method?: string;
  token?: string;
  /** Sent as JSON unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  /** More headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** fetch against the test server, answering status, parsed body (JSON when it is JSON) and headers. */
export async function callApi<T = unknown>(baseUrl: string, path: string, request: ApiRequest = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token !== undefined) headers['x-auth-token'] = request.token;
  let payload: string | undefined;
  if (request.rawBody !== undefined) payload = request.rawBody;
  else if (request.body !== undefined) payload = JSON.stringify(request.body);
  if (payload !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method: request.method ?? 'GET', headers, body: payload });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return { status: response.status, body: (isJson && text !== '' ? JSON.parse(text) : text) as T, headers: response.headers };
}

export interface ErrorItem {
  code: string;
  message: string;
  field?: string;
}

export function errorsOf(body: unknown): ErrorItem[] {
  return (body as { errors?: ErrorItem[] }).errors ?? [];
}
