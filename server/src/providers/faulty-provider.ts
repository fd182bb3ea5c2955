/**
 * docs/decisions/0039-crash-and-fault-safety.md: a provider that misbehaves on purpose, so the fault test
 * (tests/faults) proves the books survive it. `SANDBOX_FAULTS` (server/src/config.ts) turns it on; unset,
 * nothing is wrapped. Each call of a port's method draws one fault:
 * - timeout: waits `delay` ms and throws, without calling the provider;
 * - error: throws at once, as a provider's 5xx would, without calling it;
 * - slow: waits `delay` ms, then calls it;
 * - lost: CALLS it (the charge, refund or payout happens) and then throws, so the answer is lost.
 */
export const faultKinds = ['timeout', 'error', 'slow', 'lost'] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface FaultPlan {
  /** Chance of each fault per call, 0–1; together at most 1. */
  chances: Readonly<Record<FaultKind, number>>;
  /** How long timeout and slow wait. */
  delayMs: number;
}

/** What a faulty provider throws: the caller sees a failed call, as with a real network error. */
export class ProviderFault extends Error {
  constructor(
    readonly kind: FaultKind,
    where: string,
  ) {
    super(`Sandbox fault (${kind}) in ${where}: the provider did not answer`);
    this.name = 'ProviderFault';
  }
}

/** `timeout:0.05,error:0.05,slow:0.1,lost:0.05,delay:1000`; any kind left out never happens. */
export function parseFaultPlan(text: string): FaultPlan {
  const chances: Record<FaultKind, number> = { timeout: 0, error: 0, slow: 0, lost: 0 };
  let delayMs = 1000;
  for (const part of text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name = '', raw = ''] = part.split(':').map((item) => item.trim());
    const value = Number(raw);
    if (raw === '' || !Number.isFinite(value) || value < 0) throw new Error(`SANDBOX_FAULTS: "${part}" needs a non-negative number`);
    if (name === 'delay') {
      delayMs = Math.round(value);
      continue;
    }
    const kind = faultKinds.find((known) => known === name);
    if (kind === undefined) throw new Error(`SANDBOX_FAULTS: unknown fault "${name}" (known: ${faultKinds.join(', ')}, delay)`);
    if (value > 1) throw new Error(`SANDBOX_FAULTS: the chance of ${kind} must be at most 1, got ${raw}`);
    chances[kind] = value;
  }
  const total = faultKinds.reduce((sum, kind) => sum + chances[kind], 0);
  if (total > 1) throw new Error(`SANDBOX_FAULTS: the chances add up to ${total}, more than 1`);
  return { chances, delayMs };
}

function drawFault(plan: FaultPlan, random: () => number): FaultKind | null {
  let draw = random();
  for (const kind of faultKinds) {
    if (draw < plan.chances[kind]) return kind;
    draw -= plan.chances[kind];
  }
  return null;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wraps every method of a provider port (all of a port's methods answer promises: they are calls to
 * the outside world) through a Proxy, so it fits any port whatever its shape; properties pass as they
 * are. No plan: the port itself.
 */
export function withFaults<T extends object>(port: T, plan: FaultPlan | undefined, name = port.constructor.name, random: () => number = Math.random): T {
  if (plan === undefined) return port;
  return new Proxy(port, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function' || typeof property === 'symbol' || property === 'constructor') return value;
      const method = value as (...args: unknown[]) => unknown;
      const where = `${name}.${property}`;
      return async (...args: unknown[]) => {
        const fault = drawFault(plan, random);
        if (fault === 'error') throw new ProviderFault(fault, where);
        if (fault === 'timeout' || fault === 'slow') await pause(plan.delayMs);
        if (fault === 'timeout') throw new ProviderFault(fault, where);
        const answer = await method.apply(target, args);
        if (fault === 'lost') throw new ProviderFault(fault, where);
        return answer;
      };
    },
  });
}
