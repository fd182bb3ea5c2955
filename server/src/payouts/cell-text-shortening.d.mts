/** See cell-text-shortening.mjs: a long cell text shortened to what the payout file's rules can still tell apart. */
export function shortenedCellText(text: string, maxCellLength: number, controlPattern: { source: string; flags: string }): string;
