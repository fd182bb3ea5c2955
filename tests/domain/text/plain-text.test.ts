import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unsafeCharactersIn } from '../../../src/domain/text/plain-text';

const directionCharacters = ['\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

/** Names as people write them: Latin, Arabic and Urdu letters, digits, dots, spaces. */
const visibleText = fc.array(fc.constantFrom(...'aZ09._- مديرپاکستان'), { maxLength: 20 }).map((letters) => letters.join(''));

describe('the text rule of names and identifiers', () => {
  it('refuses every bidirectional formatting character, wherever it stands', () => {
    fc.assert(
      fc.property(visibleText, fc.constantFrom(...directionCharacters), visibleText, (before, direction, after) => {
        expect(unsafeCharactersIn(`${before}${direction}${after}`)).toBe('direction');
      }),
    );
  });

  it('names a control character first, C1 controls among them', () => {
    expect(unsafeCharactersIn('a\u0085b')).toBe('control');
    expect(unsafeCharactersIn('\u202Ezz\u0000')).toBe('control');
  });

  it('keeps line breaks and tabs of a free text, never its direction characters', () => {
    expect(unsafeCharactersIn('line\nbreak\tand tab', { allowLineBreaks: true })).toBeUndefined();
    expect(unsafeCharactersIn('line\u202Ebreak', { allowLineBreaks: true })).toBe('direction');
  });

  it('accepts Arabic and Urdu letters, joiners and spaces', () => {
    expect(unsafeCharactersIn('متجر حسن')).toBeUndefined();
    expect(unsafeCharactersIn('پاکستان\u200c')).toBeUndefined();
    expect(unsafeCharactersIn('Ali Raza')).toBeUndefined();
  });
});
