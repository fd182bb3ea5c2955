import type { FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config';
import { prettyLogStream } from './pretty-log-stream';

/**
 * What a log line never shows: sign-in tokens, the wallet providers' credentials wherever a provider's
 * settings, request or header is logged (docs/decisions/0043-provider-wire-adapters.md), the card
 * processor's keys wherever an object carries them and the signature of its webhooks
 * (docs/decisions/0046-card-processor.md).
 */
export const secretLogPaths = [
  'req.headers["x-auth-token"]',
  'req.headers.authorization',
  'req.headers.credentials',
  'req.headers["stripe-signature"]',
  'jazzcash.password',
  'jazzcash.integritySalt',
  'jazzcash.merchantMpin',
  'easypaisa.password',
  'config.jazzcash.password',
  'config.jazzcash.integritySalt',
  'config.jazzcash.merchantMpin',
  'config.easypaisa.password',
  '*.pp_Password',
  '*.pp_SecureHash',
  '*.pp_MerchantMPIN',
  '*.Credentials',
  'headers.Credentials',
  'secretKey',
  'webhookSecret',
  '*.secretKey',
  '*.webhookSecret',
  '*.*.secretKey',
  '*.*.webhookSecret',
] as const;

/**
 * Fastify's logger from the config. JSON lines go straight to stdout (pino's default); pretty
 * lines through pino-pretty as a stream in this thread. A silent logger (tests) gets no stream at
 * all, so nothing is formatted and nothing is started.
 */
export function loggerOptionsOf(config: Pick<ServerConfig, 'logLevel' | 'logFormat'>, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel, redact: [...secretLogPaths] };
  if (stream !== undefined) return { ...base, stream };
  if (config.logFormat === 'json' || config.logLevel === 'silent') return base;
  return { ...base, stream: prettyLogStream(process.stdout.isTTY === true) };
}
