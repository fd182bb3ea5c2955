import { inject } from 'vitest';

/**
 * Holds the next Jazzcash or Easypaisa call to the run's simulators `delayMs`, then lets it act and
 * answer (a `slow` fault, docs/providers.md "Misbehaving on request"): for a test whose race needs the
 * provider's call in flight while the others arrive, since the run's simulators answer at once
 * (SIMULATOR_LATENCY_MS=0, simulators.ts). The faults are the run's: a file running meanwhile may
 * take it, so a test's assertions must hold without it; the delay makes the race the likely one.
 */
export async function slowNextWalletCall(delayMs: number): Promise<void> {
  const answer = await fetch(`${inject('simulatorsUrl')}/control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'any', kind: 'slow', times: 1, delayMs }),
  });
  if (!answer.ok) throw new Error(`the simulators refused the fault: ${answer.status} ${await answer.text()}`);
}
