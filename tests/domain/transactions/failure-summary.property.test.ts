import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failureLabels, rawFailureMessages } from '../../../src/domain/transactions/failure-labels';
import { summariseFailures } from '../../../src/domain/transactions/failure-summary';

const knownMessages = Object.values(rawFailureMessages).flat();
const message = fc.oneof(fc.constantFrom(...knownMessages), fc.string({ maxLength: 30 }));
const rows = fc.array(fc.record({ message, count: fc.integer({ min: 0, max: 1_000_000 }) }), { maxLength: 40 });

describe('summariseFailures (spec 1 §2, Today’s Failed Logs)', () => {
  it('keeps the total count: merging by label loses and doubles nothing', () => {
    fc.assert(
      fc.property(rows, (input) => {
        const total = input.reduce((sum, row) => sum + row.count, 0);
        expect(summariseFailures(input).reduce((sum, row) => sum + row.count, 0)).toBe(total);
      }),
    );
  });

  it('answers each label at most once, largest count first', () => {
    fc.assert(
      fc.property(rows, (input) => {
        const summary = summariseFailures(input);
        expect(new Set(summary.map((row) => row.label)).size).toBe(summary.length);
        for (const [index, row] of summary.slice(1).entries()) expect(row.count).toBeLessThanOrEqual(summary[index]?.count ?? 0);
      }),
    );
  });

  it('merges the raw messages of one label into one row', () => {
    const summary = summariseFailures([
      { message: 'Insufficient balance', count: 3 },
      { message: 'Insufficient funds in customer account', count: 4 },
      { message: 'Request timed out at operator end', count: 2 },
      { message: 'Something new', count: 1 },
    ]);
    expect(summary).toEqual([
      { label: 'insufficient balance', count: 7 },
      { label: 'operator timeout', count: 2 },
      { label: 'other', count: 1 },
    ]);
  });

  it('maps every raw message the sandbox providers send to its own label', () => {
    for (const label of failureLabels) {
      const summary = summariseFailures(rawFailureMessages[label].map((text) => ({ message: text, count: 1 })));
      expect(summary).toEqual([{ label, count: rawFailureMessages[label].length }]);
    }
  });
});
