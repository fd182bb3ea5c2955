import type { FastifyReply } from 'fastify';
import type { SimulatedProvider, SimulatorFaults } from './simulator-faults';

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs one provider call through the queued faults (simulator-faults.ts): the call acts (`act` moves the
 * money and gives the answer) unless a timeout or an error comes first; a lost answer acts and then
 * drops the connection.
 */
export async function answerWithFaults(
  faults: SimulatorFaults,
  provider: SimulatedProvider,
  reply: FastifyReply,
  act: () => { status: number; body: Record<string, unknown> | string; type?: string },
): Promise<FastifyReply | undefined> {
  const fault = faults.take(provider, ['timeout', 'error', 'slow', 'lost']);
  if (fault?.kind === 'error') return reply.code(503).send({ error: 'Service Unavailable' });
  if (fault?.kind === 'timeout' || fault?.kind === 'slow') await pause(fault.delayMs);
  if (fault?.kind === 'timeout') return dropped(reply);
  const answer = act();
  if (fault?.kind === 'lost') return dropped(reply);
  if (answer.type !== undefined) void reply.type(answer.type);
  return reply.code(answer.status).send(answer.body);
}

function dropped(reply: FastifyReply): undefined {
  reply.hijack();
  reply.raw.destroy();
  return undefined;
}

/** The string fields of a JSON body (a provider reads its fields as text). */
export function textFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const [name, value] of Object.entries(body)) if (typeof value === 'string') fields[name] = value;
  return fields;
}
