/**
 * How the simulators misbehave on request (docs/providers.md "Misbehaving on request"), so the fault
 * tests meet a provider that fails the way real ones do. `POST /control/faults` queues a fault for the
 * next `times` calls of a provider:
 * - timeout: holds the call `delayMs` and drops the connection without an answer, without acting;
 * - error: answers HTTP 503 at once, without acting;
 * - slow: holds the call `delayMs`, then acts and answers;
 * - lost: acts (the money moves) and drops the connection: the answer is lost after the charge;
 * - duplicate-callback: the next callback is posted twice.
 */
export const simulatorFaultKinds = ['timeout', 'error', 'slow', 'lost', 'duplicate-callback'] as const;
export type SimulatorFaultKind = (typeof simulatorFaultKinds)[number];
export type SimulatedProvider = 'jazzcash' | 'easypaisa';

export interface QueuedFault {
  provider: SimulatedProvider | 'any';
  kind: SimulatorFaultKind;
  times: number;
  delayMs: number;
}

export class SimulatorFaults {
  #queue: QueuedFault[] = [];

  add(fault: QueuedFault): void {
    this.#queue.push({ ...fault });
  }

  clear(): void {
    this.#queue = [];
  }

  pending(): QueuedFault[] {
    return this.#queue.map((fault) => ({ ...fault }));
  }

  /** Takes the first queued fault of these kinds for the provider, spending one of its times. */
  take(provider: SimulatedProvider, kinds: readonly SimulatorFaultKind[]): QueuedFault | null {
    const fault = this.#queue.find((queued) => (queued.provider === provider || queued.provider === 'any') && kinds.includes(queued.kind));
    if (fault === undefined) return null;
    fault.times -= 1;
    if (fault.times <= 0) this.#queue = this.#queue.filter((queued) => queued !== fault);
    return { ...fault };
  }
}
