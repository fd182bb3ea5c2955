/** The signature opening every binary COPY stream (PostgreSQL docs, "COPY", Binary Format). */
const signature = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const headerLength = signature.length + 8;

/**
 * Reads the rows of a `COPY … TO STDOUT (FORMAT binary)` stream whose columns are all text (or
 * other types whose binary form is their bytes): each row's fields as slices of the received
 * chunks, without decoding them. Binary, not text or CSV format, because those escape or quote
 * the CR LF and quotes the finished CSV lines already hold; here a field is its exact bytes.
 */
export class CopyBinaryRows {
  #pending: Buffer | null = null;
  #headerRead = false;
  #ended = false;

  /** True once the stream's trailer was read. */
  get ended(): boolean {
    return this.#ended;
  }

  /** Parses a chunk; every complete row goes to `onRow` (null for a NULL field), a partial one waits for the next chunk. */
  read(chunk: Buffer, onRow: (fields: (Buffer | null)[]) => void): void {
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
      let at = position + 2;
      const fields: (Buffer | null)[] = [];
      for (let index = 0; index < count; index += 1) {
        if (at + 4 > length) break;
        const size = buffer.readInt32BE(at);
        at += 4;
        if (size === -1) {
          fields.push(null);
          continue;
        }
        if (at + size > length) break;
        fields.push(buffer.subarray(at, at + size));
        at += size;
      }
      if (fields.length < count) break;
      onRow(fields);
      position = at;
    }
    this.#pending = position < length ? buffer.subarray(position) : null;
  }
}
