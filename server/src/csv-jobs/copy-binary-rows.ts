/** The signature opening every binary COPY stream (PostgreSQL docs, "COPY", Binary Format). */
const signature = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const headerLength = signature.length + 8;
/** Fields a row may have; the export's rows have three. */
const mostFields = 64;

/**
 * One parsed row, valid only inside the `onRow` call that hands it over (the reader reuses it for
 * the next row): its fields' places in the received bytes, read or copied only when asked. A
 * million rows are parsed without a million arrays and slices.
 */
export interface CopyRow {
  readonly fieldCount: number;
  /** The field's length in bytes; -1 for NULL. */
  fieldLength(index: number): number;
  /** Copies the field's bytes into `target` at `offset`; answers the byte count (0 for NULL). */
  copyField(index: number, target: Buffer, offset: number): number;
  /** The field's bytes (a view of the received chunk, kept alive by it), null for NULL. */
  field(index: number): Buffer | null;
}

/**
 * Reads the rows of a `COPY … TO STDOUT (FORMAT binary)` stream whose columns are all text (or
 * other types whose binary form is their bytes), without decoding them. Binary, not text or CSV
 * format, because those escape or quote the CR LF and quotes the finished CSV lines already hold;
 * here a field is its exact bytes.
 */
export class CopyBinaryRows implements CopyRow {
  #pending: Buffer | null = null;
  #headerRead = false;
  #ended = false;
  // The row last parsed whole: where each field starts in #buffer, and its length. A row is parsed
  // into the spare pair, which becomes the row's only once it is complete, so a row cut by the
  // chunk's end never spoils the last whole one.
  #buffer: Buffer = Buffer.alloc(0);
  #count = 0;
  #starts = new Int32Array(mostFields);
  #lengths = new Int32Array(mostFields);
  #spareStarts = new Int32Array(mostFields);
  #spareLengths = new Int32Array(mostFields);

  /** True once the stream's trailer was read. */
  get ended(): boolean {
    return this.#ended;
  }

  get fieldCount(): number {
    return this.#count;
  }

  fieldLength(index: number): number {
    return this.#lengths[index] ?? -1;
  }

  copyField(index: number, target: Buffer, offset: number): number {
    const length = this.fieldLength(index);
    if (length <= 0) return 0;
    const start = this.#starts[index] ?? 0;
    return this.#buffer.copy(target, offset, start, start + length);
  }

  field(index: number): Buffer | null {
    const length = this.fieldLength(index);
    if (length < 0) return null;
    const start = this.#starts[index] ?? 0;
    return this.#buffer.subarray(start, start + length);
  }

  /** The fields of the row last handed over, as separate buffers that stay valid: for its key after the stream ended. */
  fields(): (Buffer | null)[] {
    return Array.from({ length: this.#count }, (_, index) => this.field(index));
  }

  /** Parses a chunk; every complete row goes to `onRow`, a partial one waits for the next chunk. */
  read(chunk: Buffer, onRow: (row: CopyRow) => void): void {
    const buffer = this.#pending === null ? chunk : Buffer.concat([this.#pending, chunk]);
    let position = 0;
    if (!this.#headerRead) {
      if (buffer.length < headerLength) {
        this.#pending = buffer;
        return;
      }
      if (!buffer.subarray(0, signature.length).equals(signature)) throw new Error('not a binary COPY stream');
      const extension = buffer.readInt32BE(signature.length + 4);
      if (buffer.length < headerLength + extension) {
        this.#pending = buffer;
        return;
      }
      position = headerLength + extension;
      this.#headerRead = true;
    }
    const length = buffer.length;
    while (!this.#ended && position + 2 <= length) {
      const count = buffer.readInt16BE(position);
      if (count === -1) {
        this.#ended = true;
        position += 2;
        break;
      }
      if (count > mostFields) throw new Error(`a binary COPY row of ${count} fields`);
      let at = position + 2;
      let complete = 0;
      for (; complete < count; complete += 1) {
        if (at + 4 > length) break;
        const size = buffer.readInt32BE(at);
        at += 4;
        if (size > 0 && at + size > length) break;
        this.#spareStarts[complete] = at;
        this.#spareLengths[complete] = size;
        if (size > 0) at += size;
      }
      if (complete < count) break;
      const starts = this.#starts;
      this.#starts = this.#spareStarts;
      this.#spareStarts = starts;
      const lengths = this.#lengths;
      this.#lengths = this.#spareLengths;
      this.#spareLengths = lengths;
      this.#buffer = buffer;
      this.#count = count;
      onRow(this);
      position = at;
    }
    this.#pending = position < length ? buffer.subarray(position) : null;
  }
}
