import type { CopyRow } from './copy-binary-rows';

/**
 * The finished CSV lines of one progress point, copied end to end into one buffer as they are
 * parsed, so a batch is written with one write instead of one per line, and the lines leave no
 * slice behind for the collector. The buffer starts at the size the previous batch needed and
 * doubles when a batch needs more.
 */
export class LineBatch {
  #bytes: Buffer;
  #used = 0;
  #rows = 0;

  constructor(expectedBytes: number) {
    this.#bytes = Buffer.allocUnsafe(Math.max(expectedBytes, 1024));
  }

  get rows(): number {
    return this.#rows;
  }

  /** Appends the row's field `index` (a whole CSV line). */
  append(row: CopyRow, index: number): void {
    const length = Math.max(row.fieldLength(index), 0);
    if (this.#used + length > this.#bytes.length) {
      const larger = Buffer.allocUnsafe(Math.max(this.#bytes.length * 2, this.#used + length));
      this.#bytes.copy(larger, 0, 0, this.#used);
      this.#bytes = larger;
    }
    this.#used += row.copyField(index, this.#bytes, this.#used);
    this.#rows += 1;
  }

  /** The lines so far. */
  bytes(): Buffer {
    return this.#bytes.subarray(0, this.#used);
  }
}
