import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './api-failure';

/** Vite names every file under /assets by its content's hash: a name never changes what it holds. */
const longCache = 'public, max-age=31536000, immutable';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
};

interface Asset {
  type: string;
  identity: Buffer;
  /** The build's .br and .gz twins (vite.config.ts precompress), where it wrote them. */
  br?: Buffer;
  gzip?: Buffer;
}

/** Vite's asset names: letters, digits, `-`, `_` and dots, never a path. */
const assetName = /^[A-Za-z0-9_.-]+$/;

function optional(path: string): Promise<Buffer | undefined> {
  return readFile(path).catch(() => undefined);
}

async function readAsset(folder: string, name: string): Promise<Asset | undefined> {
  const identity = await optional(join(folder, name));
  if (identity === undefined) return undefined;
  const [br, gzip] = await Promise.all([optional(join(folder, `${name}.br`)), optional(join(folder, `${name}.gz`))]);
  return { type: contentTypes[extname(name)] ?? 'application/octet-stream', identity, br, gzip };
}

/** Which of the asset's encodings the request accepts, best first: brotli, then gzip, else as built. */
function encodingFor(request: FastifyRequest, asset: Asset): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (asset.br !== undefined && /\bbr\b/.test(accepted)) return { body: asset.br, encoding: 'br' };
  if (asset.gzip !== undefined && /\bgzip\b/.test(accepted)) return { body: asset.gzip, encoding: 'gzip' };
  return { body: asset.identity };
}

/**
 * The portal's /assets, from memory once read: a signed-in first load asks for about 80 of them over
 * the browser's six connections, and reading each from disk again (a stat, the twin's lookup, a
 * stream) took 3–6 ms of the server's time per file where a kept buffer takes a fraction of one
 * (docs/decisions/0029-first-load.md). The files never change under a running server: a new
 * build is a new release, and a restart.
 */
export function servePortalAssets(app: FastifyInstance, portalDist: string): void {
  const folder = join(portalDist, 'assets');
  const assets = new Map<string, Promise<Asset | undefined>>();
  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply: FastifyReply) => {
    const name = request.params['*'];
    let asset = assetName.test(name) ? assets.get(name) : Promise.resolve(undefined);
    if (asset === undefined) {
      asset = readAsset(folder, name);
      // A missing file is not remembered: the map holds only what the build wrote.
      assets.set(name, asset);
      asset.then((found) => found === undefined && assets.delete(name)).catch(() => assets.delete(name));
    }
    const found = await asset;
    if (found === undefined) {
      const failure = notFound(`No route for ${request.method} /assets/${name}`);
      return reply.code(failure.status).send(failure.body);
    }
    const { body, encoding } = encodingFor(request, found);
    reply.header('content-type', found.type).header('cache-control', longCache).header('vary', 'accept-encoding');
    if (encoding !== undefined) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}
