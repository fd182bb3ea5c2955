import { pathWith, type CallDefinition } from '../src/contract/call-definition';
import { basePrefixes } from '../server/src/http/base-prefixes';

/** A tiny client over the contract for benchmarks: answers the parsed JSON or throws on a non-2xx. */
export function benchClient(origin: string, token: string) {
  return async function call<T = unknown>(
    definition: CallDefinition,
    input: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
  ): Promise<T> {
    const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
    const url = `${origin}${basePrefixes[definition.base]}${pathWith(definition.path, input.params)}${query}`;
    const response = await fetch(url, {
      method: definition.method,
      headers: { 'x-auth-token': token, ...(input.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${definition.id} answered ${response.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as T;
  };
}

export async function signInAt(origin: string, userName: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${userName} answered ${response.status}`);
  return (await response.json()) as string;
}
