import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { bundledEntryPath } from '../../../server/src/shared/node-entry';

/**
 * The server's entry points that tests run as their own processes (server/src/dev/server-process.ts
 * and the server's own start of the simulators).
 */
const entries = ['server/src/main.ts', 'server/src/simulators/main.ts', 'server/src/backups/backup.ts', 'server/src/backups/restore.ts'];

/**
 * A bundled module keeps its source's `import.meta.url`, so a file found beside its source (the
 * workbook parser's worker, the simulators' entry) is found from the bundle too.
 */
const sourceImportMetaUrl: Plugin = {
  name: 'source-import-meta-url',
  setup(on) {
    on.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)), loader: 'ts' };
    });
  },
};

/**
 * The api project's global setup (docs/decisions/0052-test-run-time.md): the entry points bundled once
 * per run, so that each of the run's ~40 server, backup and restore processes starts in about a second
 * instead of loading a thousand source files through tsx one by one (3.5–3.8 s, 6 s of CPU). Same
 * sources, same esbuild transform; packages stay outside the bundle and load from node_modules, which
 * is why the folder is inside the repository. BUNDLED_ENTRIES_DIR tells the processes where it is
 * (server/src/shared/node-entry.ts); the folder goes when the run ends.
 */
export default async function bundleEntries(): Promise<() => Promise<void>> {
  await mkdir(join('node_modules', '.cache'), { recursive: true });
  const folder = await mkdtemp(join('node_modules', '.cache', 'pgw-entries-'));
  await build({
    entryPoints: entries,
    outbase: '.',
    outdir: folder,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    plugins: [sourceImportMetaUrl],
    logLevel: 'error',
  });
  const absolute = join(process.cwd(), folder);
  // Where node-entry.ts looks for them, or every process would quietly fall back to tsx.
  const missing = entries.filter((entry) => !existsSync(bundledEntryPath(absolute, entry)));
  if (missing.length > 0) throw new Error(`bundled entry points not where node-entry.ts looks: ${missing.join(', ')}`);
  process.env.BUNDLED_ENTRIES_DIR = absolute;
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
