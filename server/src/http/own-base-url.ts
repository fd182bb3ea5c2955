import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';

/**
 * The server's own address, for the relative notification URLs of the sandbox receiver: the public
 * URL when one is configured, else the port it listens on (a random one in tests).
 */
export function ownBaseUrl(app: FastifyInstance, config: { publicUrl: string | undefined; port: number }): () => string {
  return () => {
    if (config.publicUrl !== undefined) return config.publicUrl;
    const address = app.server.address() as AddressInfo | string | null;
    return address !== null && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : `http://127.0.0.1:${config.port}`;
  };
}
