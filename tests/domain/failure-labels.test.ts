import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { failureLabelOf, failureLabels, rawFailureMessages, type FailureLabel } from '../../src/domain/transactions/failure-labels';

const everyRawMessage: readonly (readonly [FailureLabel, string])[] = failureLabels.flatMap((label) =>
  rawFailureMessages[label].map((message) => [label, message] as const),
);

/** Flips the case of letters at random, as different providers shout or whisper the same text. */
function withCase(text: string, flips: readonly boolean[]): string {
  return [...text].map((char, index) => (flips[index % flips.length] ? char.toUpperCase() : char.toLowerCase())).join('');
}

// Prefixes and suffixes a provider adds around its message: codes, punctuation, no words.
const noise = fc.string({ unit: fc.constantFrom(...'0123456789 :#-()[]./'.split('')), maxLength: 12 });

describe('failure labels (spec 1 §2)', () => {
  it('lists the thirteen labels of the spec, each once', () => {
    expect(failureLabels).toHaveLength(13);
    expect(new Set(failureLabels).size).toBe(13);
    expect(failureLabels).toContain("account doesn't exist");
    expect(failureLabels).toContain('daily or monthly limit exceeds');
  });

  it('gives every label one to three raw provider messages', () => {
    for (const label of failureLabels) {
      expect(rawFailureMessages[label].length).toBeGreaterThanOrEqual(1);
      expect(rawFailureMessages[label].length).toBeLessThanOrEqual(3);
    }
  });

  it.each(everyRawMessage)('maps the raw message of "%s": %s', (label, message) => {
    expect(failureLabelOf(message)).toBe(label);
  });

  it('maps every label text to itself', () => {
    for (const label of failureLabels) expect(failureLabelOf(label)).toBe(label);
  });

  it('tells an operator timeout from an operator error', () => {
    expect(failureLabelOf('Operator timeout')).toBe('operator timeout');
    expect(failureLabelOf('Operator error')).toBe('operator error');
    expect(failureLabelOf('Error at operator end')).toBe('operator error');
  });

  it('answers other for a message it does not know', () => {
    expect(failureLabelOf('Payment gateway is on fire')).toBe('other');
    expect(failureLabelOf('')).toBe('other');
  });

  it('matches whatever the case and whatever codes surround the message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...everyRawMessage),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        noise,
        noise,
        ([label, message], flips, before, after) => {
          expect(failureLabelOf(`${before}${withCase(message, flips)}${after}`)).toBe(label);
        },
      ),
    );
  });

  it('never maps text without letters to a label', () => {
    fc.assert(fc.property(noise, (text) => failureLabelOf(text) === 'other'));
  });

  it('always answers one of the labels or other', () => {
    const allowed = new Set<string>([...failureLabels, 'other']);
    fc.assert(fc.property(fc.string(), (text) => allowed.has(failureLabelOf(text))));
  });
});
