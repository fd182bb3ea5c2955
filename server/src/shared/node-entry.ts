import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, from this file's place in it (server/src/shared/). */
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Where the bundle of the TypeScript entry point `source` (a path) is in `folder`: its path in the
 * repository, `.ts` made `.mjs` (tests/api/support/bundled-entries.ts builds them so).
 */
export function bundledEntryPath(folder: string, source: string): string {
  return join(folder, relative(repositoryRoot, resolve(source)).replace(/\.ts$/, '.mjs'));
}

/**
 * The Node arguments that run the TypeScript entry point `source`: its bundle when BUNDLED_ENTRIES_DIR
 * names a folder holding one (the API tests build them once per run, docs/decisions/0052-test-run-time.md),
 * else the source itself through tsx, as `npm run server` runs it. Both are the same sources through
 * the same esbuild transform; a bundle only spares the start the loading of a thousand files one by one.
 */
export function nodeArgumentsOf(source: string): string[] {
  const folder = process.env.BUNDLED_ENTRIES_DIR?.trim();
  if (folder) {
    const bundled = bundledEntryPath(folder, source);
    if (existsSync(bundled)) return [bundled];
  }
  return ['--import', 'tsx', source];
}
