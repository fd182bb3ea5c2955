/// <reference types="vitest/config" />
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';

const compressible = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/**
 * Every compressible file the build writes (every entry's) gets `.gz` and `.br` twins at maximum
 * compression, served as they are by the server's static files (server/src/http/portal-static.ts):
 * no compression work per request, and smaller than on-the-fly compression would make them.
 * What a first visit loads (the scripts and styles the HTML pages name) is gzipped with Zopfli:
 * still gzip for every client, 3-4% smaller than zlib's level 9, at about 4 ms per kB, so only
 * those files pay for it (docs/decisions/0029-first-load.md).
 */
function firstVisitFiles(bundle: Rollup.OutputBundle): Set<string> {
  const names = new Set<string>();
  for (const file of Object.values(bundle)) {
    if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
    for (const [, name] of String(file.source).matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) if (name) names.add(name);
  }
  return names;
}

function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pgw-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle)].filter((name) => compressible.test(name));
      const firstVisit = firstVisitFiles(bundle);
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const content = await readFile(path);
          if (content.length < 512) return;
          const [gz, br] = await Promise.all([
            firstVisit.has(name) ? gzipAsync(content, { numiterations: 15 }) : promisify(gzip)(content, { level: 9 }),
            promisify(brotliCompress)(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }),
          ]);
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
        }),
      );
    },
  };
}

/**
 * PrimeReact's lara theme declares the Inter web font (~700 kB of files) and sets it on the page;
 * the portal uses the system's fonts for Latin text (and Noto Sans Arabic, loaded only in Arabic:
 * src/ui/i18n/i18n.ts), so the theme's @font-face rules are dropped and its font variable points
 * at the system stack.
 */
const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

function withoutThemeWebFonts(): Plugin {
  return {
    name: 'pgw-without-theme-web-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!/primereact\/resources\/themes\/[^/]+\/theme\.css$/.test(id.split('?')[0] ?? '')) return null;
      return {
        code: code.replace(/@font-face\s*\{[^}]*\}/g, '').replace(/"Inter var",\s*sans-serif/g, systemFonts),
        map: null,
      };
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** The modules an entry imports statically, directly or not: what its page loads before it runs. */
function staticClosure(graph: ModuleGraph, entry: string): Set<string> {
  const seen = new Set<string>();
  const next = [entry];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    next.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const entryModules = {
  portal: fileURLToPath(new URL('./src/ui/main.tsx', import.meta.url)),
  checkout: fileURLToPath(new URL('./src/ui/checkout/main.tsx', import.meta.url)),
};
let firstLoads: { portal: Set<string>; checkout: Set<string> } | undefined;

/**
 * What a page loads before its first paint comes in two chunks rather than dozens of tiny shared
 * ones (fewer requests, and gzip works on more text): the portal's own first-load code, and what it
 * shares with the checkout page (React, XState). Every other module is split as Rolldown decides.
 */
function firstLoadsOf(graph: ModuleGraph) {
  firstLoads ??= { portal: staticClosure(graph, entryModules.portal), checkout: staticClosure(graph, entryModules.checkout) };
  return firstLoads;
}

const firstLoadChunks = [
  // Taken first (higher priority), so the portal's group below does not draw them in as dependencies.
  {
    name: (id: string, graph: ModuleGraph) => {
      const { portal, checkout } = firstLoadsOf(graph);
      return portal.has(id) && checkout.has(id) ? 'first-load-shared' : null;
    },
    priority: 2,
  },
  {
    name: (id: string, graph: ModuleGraph) => {
      const { portal, checkout } = firstLoadsOf(graph);
      return portal.has(id) && !checkout.has(id) ? 'first-load' : null;
    },
    priority: 1,
  },
];

// One config for the portal build and the three test projects (unit, ui, api).
export default defineConfig({
  plugins: [react(), withoutThemeWebFonts(), precompress()],
  // Two entries: the portal and the small customer checkout (docs/decisions/0031-hosted-checkout.md).
  // The manifest lets tests weigh what each page loads.
  build: {
    outDir: 'dist',
    // Browsers of the build target preload modules themselves; without support a module still loads, just later.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    manifest: true,
    rollupOptions: {
      input: { main: 'index.html', checkout: 'checkout.html' },
      output: { codeSplitting: { groups: firstLoadChunks } },
    },
  },
  server: {
    port: 5173,
    // In development the portal talks to the reference server on its four bases.
    proxy: Object.fromEntries(['/api', '/reports-api', '/payment-gateway', '/hash-service'].map((base) => [base, 'http://127.0.0.1:8080'])),
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. Test files spend
    // much of their time waiting (a server's answer, a lazy chunk), so two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Plain functions over plain data: the files share their worker's modules instead of each
          // importing them again, which took most of the project's time (docs/decisions/0052-test-run-time.md).
          isolate: false,
          include: [
            'tests/domain/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/application/**/*.test.ts',
            'tests/docs/**/*.test.ts',
            'tests/forms/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          // Each file importing the portal again cost more than most files' tests; the files share their
          // worker's modules (setup.ts empties the page and storage after every test; no file mocks a module).
          isolate: false,
          testTimeout: 20_000,
          include: ['tests/ui/**/*.test.{ts,tsx}', 'tests/infrastructure/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          // Each file importing the server again (Fastify, Kysely, PGlite, OpenTelemetry) took 203 s of the
          // project's 695 s; every server a file starts builds its own state (metrics registry, pool,
          // workers), so the files share their worker's modules (docs/decisions/0052-test-run-time.md).
          isolate: false,
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/support/bundled-entries.ts', 'tests/api/support/simulators.ts', 'tests/api/support/database-templates.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
