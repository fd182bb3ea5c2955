/**
 * What text a name or an identifier may hold. Two kinds of invisible characters are refused:
 * - control characters (C0, DEL, C1): a NUL cannot be stored in PostgreSQL text, an escape or a
 *   line break has no place in a name;
 * - bidirectional formatting characters (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069): they change
 *   the order in which the characters around them are shown, so `\u202Ezz.by.admin` is displayed as
 *   `nimda.yb.zz` and one name can be made to look like another (display spoofing).
 * A free text that may span lines (a description) keeps its tabs and line breaks.
 */
export type UnsafeCharacters = 'control' | 'direction';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const controlCharacterBesideLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const directionCharacter = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The kind of invisible character `value` holds that it must not, or undefined when it is plain. */
export function unsafeCharactersIn(value: string, options: { allowLineBreaks?: boolean } = {}): UnsafeCharacters | undefined {
  const control = options.allowLineBreaks === true ? controlCharacterBesideLineBreaks : controlCharacter;
  if (control.test(value)) return 'control';
  if (directionCharacter.test(value)) return 'direction';
  return undefined;
}

/** Whether `value` holds a control character (NUL, an escape; a line break unless allowed). */
export function hasControlCharacters(value: string, options: { allowLineBreaks?: boolean } = {}): boolean {
  return unsafeCharactersIn(value, options) === 'control';
}
