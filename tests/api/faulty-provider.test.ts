import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';
import { parseFaultPlan, ProviderFault, withFaults } from '../../server/src/providers/faulty-provider';

class Counter {
  calls = 0;
  readonly name = 'counter';
  async charge(amount: number): Promise<number> {
    this.calls += 1;
    return amount;
  }
}

const only = (kind: 'timeout' | 'error' | 'slow' | 'lost') => parseFaultPlan(`${kind}:1,delay:5`);

describe('SANDBOX_FAULTS (docs/decisions/0039-crash-and-fault-safety.md)', () => {
  it('reads a plan, refuses unknown faults, chances above one and production', () => {
    expect(parseFaultPlan('timeout:0.05,error:0.05,slow:0.1,lost:0.05,delay:800')).toEqual({
      chances: { timeout: 0.05, error: 0.05, slow: 0.1, lost: 0.05 },
      delayMs: 800,
    });
    expect(() => parseFaultPlan('flaky:0.1')).toThrow('unknown fault "flaky"');
    expect(() => parseFaultPlan('error:0.6,lost:0.6')).toThrow('more than 1');
    expect(loadConfig({}).sandboxFaults).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40), SANDBOX_FAULTS: 'error:0.1' })).toThrow('must not be set in production');
  });

  it('timeout and error never reach the provider; slow and lost do, and lost throws after it', async () => {
    for (const [kind, reached, answers] of [
      ['timeout', 0, false],
      ['error', 0, false],
      ['slow', 1, true],
      ['lost', 1, false],
    ] as const) {
      const inner = new Counter();
      const port = withFaults(inner, only(kind));
      const outcome = await port.charge(7).then(
        (value) => value,
        (error: unknown) => error,
      );
      expect(inner.calls, kind).toBe(reached);
      if (answers) expect(outcome).toBe(7);
      else expect(outcome).toBeInstanceOf(ProviderFault);
      expect(port.name).toBe('counter');
    }
  });

  it('without a plan the port is the adapter itself', () => {
    const inner = new Counter();
    expect(withFaults(inner, undefined)).toBe(inner);
  });
});
