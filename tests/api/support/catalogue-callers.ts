import type { TestServer } from './test-server';

/** The demo callers of the tenancy matrix (core-seed.ts), signed in once per test file. */
export interface Callers {
  admin: string;
  support: string;
  carrier: string;
  merchant: string;
  techlets: string;
  viewer: string;
}

export async function signInCallers(server: TestServer): Promise<Callers> {
  const [admin, support, carrier, merchant, techlets, viewer] = await Promise.all([
    server.signIn('admin', 'admin12345'),
    server.signIn('support', 'support123'),
    server.signIn('jazz.ops', 'carrier123'),
    server.signIn('merchant', 'merchant123'),
    server.signIn('techlets', 'merchant123'),
    server.signIn('viewer', 'viewer123'),
  ]);
  return { admin, support, carrier, merchant, techlets, viewer };
}

export async function merchantIdsOf(server: TestServer): Promise<Record<string, string>> {
  const rows = await server.db.selectFrom('merchants').select(['id', 'name']).execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}
