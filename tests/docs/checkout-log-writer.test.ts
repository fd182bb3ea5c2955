import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md "The server's areas": rows go into checkout_logs through one writer, the
// checkout-logs area's published interface, so every provider exchange is logged the same way.

const writer = 'server/src/checkout-logs/checkout-log-writer.ts';
/** The demo data builds its logs from the seeded transactions in one set-based statement (seed only, never at run time). */
const demoSeed = 'server/src/seed/demo-checkout.ts';

function serverFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

const sources = serverFiles('server/src').map((path) => ({ path: path.split('\\').join('/'), text: readFileSync(path, 'utf8') }));
const builderInsert = /insertInto\(\s*['"`]checkout_logs['"`]\s*\)/;
const sqlInsert = /insert\s+into\s+checkout_logs\b/i;

describe('the checkout log writer', () => {
  it('is the only server file that inserts into checkout_logs with the query builder', () => {
    const writers = sources.filter(({ text }) => builderInsert.test(text)).map(({ path }) => path);
    expect(writers).toEqual([writer]);
  });

  it('leaves no SQL insert into checkout_logs but the demo seed', () => {
    const writers = sources.filter(({ path, text }) => !path.includes('/db/migrations/') && sqlInsert.test(text)).map(({ path }) => path);
    expect(writers).toEqual([demoSeed]);
  });
});
