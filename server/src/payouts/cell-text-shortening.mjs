// Plain JavaScript, as the parser thread that uses it (workbook-parser.worker.mjs).
//
// A payout file's cells are read only up to `maxCellLength` characters once their control characters
// are removed (src/domain/payouts/payout-upload.ts): a longer cell makes its row malformed, whatever
// follows. So the parser thread answers each long text shortened to what the rules can still tell
// apart, and a file whose shared strings unpack to hundreds of megabytes costs the request thread
// kilobytes: the text without control characters, cut after `maxCellLength + 1` characters, and its
// first control character, if it had any, after it (cleaning removes it again and still finds it).

/**
 * @param {string} text
 * @param {number} maxCellLength
 * @param {{ source: string; flags: string }} controlPattern the domain's control-character pattern
 * @returns {string}
 */
export function shortenedCellText(text, maxCellLength, controlPattern) {
  if (text.length <= maxCellLength + 1) return text;
  const everyControl = new RegExp(controlPattern.source, controlPattern.flags.includes('g') ? controlPattern.flags : `${controlPattern.flags}g`);
  const firstControl = new RegExp(controlPattern.source, controlPattern.flags.replace('g', ''));
  const cleaned = text.replace(everyControl, '');
  const kept = cleaned.length > maxCellLength ? cleaned.slice(0, maxCellLength + 1) : cleaned;
  return kept + (firstControl.exec(text)?.[0] ?? '');
}
