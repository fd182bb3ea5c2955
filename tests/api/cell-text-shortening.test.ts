import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellControlCharacters, cleanCellText, payoutUploadLimits, shownCellText } from '../../src/domain/payouts/payout-upload';
import { shortenedCellText } from '../../server/src/payouts/cell-text-shortening.mjs';

// The parser thread answers long cell texts shortened (server/src/payouts/cell-text-shortening.mjs):
// whatever a text holds, the rules that read it must find the same in the shortened one.
const max = payoutUploadLimits.maxCellLength;
const pattern = { source: cellControlCharacters.source, flags: cellControlCharacters.flags };
const shorten = (text: string) => shortenedCellText(text, max, pattern);

/** Texts around the limit, of letters, spaces, control characters and other scripts. */
const cellTexts = fc
  .array(fc.constantFrom('a', 'Z', '7', ' ', '.', '\u0000', '\u0007', '\u001f', '\u007f', '\t', '\n', 'ب', '😀'), { maxLength: max * 3 })
  .map((parts) => parts.join(''));

describe('a cell text shortened by the parser thread', () => {
  it('is cleaned to the same text, or to one still over the limit with the same shown text, and keeps its control-character finding', () => {
    fc.assert(
      fc.property(cellTexts, (text) => {
        const whole = cleanCellText(text);
        const short = cleanCellText(shorten(text));
        expect(short.hadControl).toBe(whole.hadControl);
        if (whole.text.length <= max) expect(short.text).toBe(whole.text);
        else {
          expect(short.text.length).toBeGreaterThan(max);
          expect(short.text).toBe(whole.text.slice(0, max + 1));
        }
        expect(shownCellText(shorten(text))).toBe(shownCellText(text));
      }),
      { numRuns: 2_000 },
    );
  });

  it('is at most the limit and two characters, however long the text', () => {
    const huge = `${'x'.repeat(5_000_000)}\u0000`;
    expect(shorten(huge).length).toBe(max + 2);
    expect(shorten('LN-1')).toBe('LN-1');
  });
});
