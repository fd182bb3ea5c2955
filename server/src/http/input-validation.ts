import type { z } from 'zod';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import { controlCharactersMessage } from '../../../src/forms/plain-text';
import type { CallDefinition } from '../../../src/contract/call-definition';
import { ApiFailure } from './api-failure';

type Part = 'params' | 'query' | 'body';

export interface ParsedInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

function failureOf(part: Part, error: z.ZodError): ApiFailure {
  return new ApiFailure(400, {
    errors: error.issues.map((issue) => ({
      code: errorCodes.validation,
      // docs/style.md §7: the field is named so the portal can show the message beside it.
      field: issue.path.length > 0 ? issue.path.map(String).join('.') : part,
      message: issue.message,
    })),
  });
}

/**
 * The path to the first string (value or key) holding a NUL character, or undefined. PostgreSQL
 * text cannot hold NUL, so such a value would fail in the database as a 500; it is refused here,
 * once for every route, before any schema or handler sees it. Iterative: a deep body cannot
 * overflow the stack.
 */
export function nulPathOf(value: unknown): string[] | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return next.path;
      continue;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    for (const [key, item] of Object.entries(next.value)) {
      if (key.includes('\u0000')) return next.path;
      pending.push({ value: item, path: [...next.path, key] });
    }
  }
  return undefined;
}

function nulFailureOf(part: Part, path: string[]): ApiFailure {
  return new ApiFailure(400, {
    errors: [{ code: errorCodes.validation, field: path.length > 0 ? path.join('.') : part, message: controlCharactersMessage }],
  });
}

/**
 * Parses params, query and body with the call's schemas; the first bad part is answered as 400.
 * A part its schema accepts is then searched for NUL characters, so a form's own message (which
 * may already refuse control characters) comes first and nothing with a NUL passes.
 */
export function parseInput(call: CallDefinition, raw: { params: unknown; query: unknown; body: unknown }): ParsedInput | ApiFailure {
  const parsed: ParsedInput = { params: raw.params, query: raw.query, body: raw.body };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = call[part];
    if (schema !== undefined) {
      // No body at all is read as an empty object, so the answer names the missing fields.
      const value = part === 'body' && (raw.body === undefined || raw.body === null) ? {} : raw[part];
      const result = schema.safeParse(value);
      if (!result.success) return failureOf(part, result.error);
      parsed[part] = result.data;
    }
    const nulPath = nulPathOf(raw[part]);
    if (nulPath !== undefined) return nulFailureOf(part, nulPath);
  }
  return parsed;
}
