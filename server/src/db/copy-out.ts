import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

/** A running `COPY … TO STDOUT`: its bytes as they come, and a way to give up early. */
export interface CopyOutStream extends AsyncIterable<Buffer> {
  /** Stops reading and lets the connection go (a dropped COPY leaves its connection unusable). */
  cancel(): void;
}

/** Runs a COPY … TO STDOUT statement on its own pooled connection (PostgreSQL only). */
export type CopyOut = (statement: string) => Promise<CopyOutStream>;

export function copyOutOf(pool: pg.Pool): CopyOut {
  return async (statement) => {
    const client = await pool.connect();
    let released = false;
    const release = (broken: boolean) => {
      if (released) return;
      released = true;
      client.release(broken);
    };
    const stream = client.query(copyTo(statement, { highWaterMark: 1 << 20 }));
    stream.on('end', () => release(false));
    stream.on('error', () => release(true));
    return {
      [Symbol.asyncIterator]: () => stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>,
      cancel: () => {
        // The server keeps sending until the connection closes: it is thrown away, not reused.
        release(true);
        stream.destroy();
      },
    };
  };
}
