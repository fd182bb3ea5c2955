import { Agent, request } from 'node:http';
import { pathWith, type CallDefinition } from '../src/contract/call-definition';
import { basePrefixes } from '../server/src/http/base-prefixes';

// The load runs on the machine the server runs on, so the client's own work takes CPU from the
// server and the database: node:http on kept-alive sockets costs about a third of fetch's per
// request (measured: 2.7 ms of client CPU per report call with fetch).
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One HTTP exchange over the kept-alive agent: the status and the body's text. */
export function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

type CallInput = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };

/** Sends one contract call; answers the body's text or throws on a non-2xx. */
async function sendCall(origin: string, token: string, definition: CallDefinition, input: CallInput): Promise<string> {
  const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
  const url = `${origin}${basePrefixes[definition.base]}${pathWith(definition.path, input.params)}${query}`;
  const headers: Record<string, string> = { 'x-auth-token': token, ...(input.body === undefined ? {} : { 'content-type': 'application/json' }) };
  const { status, text } = await send(url, definition.method, headers, input.body === undefined ? undefined : JSON.stringify(input.body));
  if (status < 200 || status > 299) throw new Error(`${definition.id} answered ${status}: ${text.slice(0, 200)}`);
  return text;
}

/** A tiny client over the contract for benchmarks: answers the parsed JSON or throws on a non-2xx. */
export function benchClient(origin: string, token: string) {
  return async function call<T = unknown>(definition: CallDefinition, input: CallInput = {}): Promise<T> {
    return JSON.parse(await sendCall(origin, token, definition, input)) as T;
  };
}

/**
 * The client of a load loop, which only needs each answer to arrive whole and succeed: parsing a
 * year's Collection Overview (49 kB) cost the client 1 ms a call, on the cores the server uses.
 */
export function loadClient(origin: string, token: string) {
  return async function call(definition: CallDefinition, input: CallInput = {}): Promise<void> {
    await sendCall(origin, token, definition, input);
  };
}

export async function signInAt(origin: string, userName: string, password: string): Promise<string> {
  const { status, text } = await send(`${origin}/api/auth/login`, 'POST', { 'content-type': 'application/json' }, JSON.stringify({ userName, password }));
  if (status !== 200) throw new Error(`sign-in of ${userName} answered ${status}`);
  return JSON.parse(text) as string;
}
