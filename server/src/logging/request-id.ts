import { randomUUID } from 'node:crypto';
import { trace } from '@opentelemetry/api';

/**
 * The id on every log line of a request. With tracing on (docs/operations.md "Traces") it is the
 * request's trace id, so a log line leads to its trace and back; otherwise a random UUID. The API's
 * tracer is a no-op until the SDK starts, so this costs nothing when tracing is off.
 */
export function requestId(): string {
  return trace.getActiveSpan()?.spanContext().traceId ?? randomUUID();
}
