import type { FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config';
import { prettyLogStream } from './pretty-log-stream';

/**
 * Fastify's logger from the config. JSON lines go straight to stdout (pino's default); pretty
 * lines through pino-pretty as a stream in this thread. A silent logger (tests) gets no stream at
 * all, so nothing is formatted and nothing is started.
 */
export function loggerOptionsOf(config: Pick<ServerConfig, 'logLevel' | 'logFormat'>, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel, redact: ['req.headers["x-auth-token"]', 'req.headers.authorization'] };
  if (stream !== undefined) return { ...base, stream };
  if (config.logFormat === 'json' || config.logLevel === 'silent') return base;
  return { ...base, stream: prettyLogStream(process.stdout.isTTY === true) };
}
