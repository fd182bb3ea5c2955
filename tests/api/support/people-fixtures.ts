import { decodeTokenClaims } from '../../../src/domain/session/token-claims';
import { merchantOwnerGrants } from './people-grants';
import { callApi, type ApiAnswer } from './api-client';
import type { TestServer } from './test-server';

/** The demo sign-ins of the core seed (server/src/seed/demo-sign-ins.ts). */
export const demoPasswords = {
  admin: 'admin12345',
  support: 'support123',
  'jazz.ops': 'carrier123',
  merchant: 'merchant123',
  viewer: 'viewer123',
  techlets: 'merchant123',
} as const;
export type DemoName = keyof typeof demoPasswords;

export interface People {
  server: TestServer;
  tokens: Record<string, string>;
  /** user name → user id */
  ids: Record<string, string>;
  org: { platform: string; jazz: string; multiverse: string; techlets: string };
  call<T = unknown>(method: string, path: string, as?: string, body?: unknown): Promise<ApiAnswer<T>>;
  /** Signs in through the API and remembers the token and id under the user name. */
  signIn(userName: string, password: string): Promise<string>;
  roleId(owner: string, name: string): Promise<string>;
  userCount(): Promise<number>;
  roleCount(): Promise<number>;
}

export async function peopleOf(server: TestServer): Promise<People> {
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const signIn = async (userName: string, password: string) => {
    const token = await server.signIn(userName, password);
    tokens[userName] = token;
    ids[userName] = decodeTokenClaims(token)?._id ?? '';
    return token;
  };
  for (const [userName, password] of Object.entries(demoPasswords)) await signIn(userName, password);
  const orgOf = (userName: string) => decodeTokenClaims(tokens[userName] ?? '')?.userTypeId ?? '';
  const count = async (table: 'users' | 'roles') =>
    Number(
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    server,
    tokens,
    ids,
    org: { platform: orgOf('admin'), jazz: orgOf('jazz.ops'), multiverse: orgOf('merchant'), techlets: orgOf('techlets') },
    call: (method, path, as, body) =>
      callApi(server.baseUrl, `/api${path}`, { method, token: as === undefined ? undefined : tokens[as], ...(body === undefined ? {} : { body }) }),
    signIn,
    async roleId(owner, name) {
      const row = await server.db.selectFrom('roles').select('id').where('user_type_id', '=', owner).where('name', '=', name).executeTakeFirstOrThrow();
      return row.id;
    },
    userCount: () => count('users'),
    roleCount: () => count('roles'),
  };
}

/**
 * An "owner" role for an organisation (every Users and Roles flag on top of `base`) and a user
 * holding it, created by the platform admin through the API; answers the new user's token.
 */
export async function ownerOf(
  people: People,
  owner: string,
  userName: string,
  base: Record<string, Record<string, boolean>>,
): Promise<{ token: string; roleId: string }> {
  const role = await people.call<{ _id: string }>('POST', '/roles/add', 'admin', {
    name: `${userName} owner`,
    description: 'Runs the organisation, its users and roles',
    userTypeId: owner,
    permissions: { ...base, ...merchantOwnerGrants },
  });
  if (role.status !== 200) throw new Error(`owner role: ${role.status} ${JSON.stringify(role.body)}`);
  const userType = owner === people.org.jazz ? 'Operator' : 'Merchant';
  const user = await people.call('POST', '/users/add', 'admin', {
    name: `Owner ${userName}`,
    userName,
    password: 'Saffron-27-Brdg',
    email: `${userName}@example.com`,
    userType,
    userTypeId: owner,
    role: { _id: role.body._id },
  });
  if (user.status !== 200) throw new Error(`owner user: ${user.status} ${JSON.stringify(user.body)}`);
  return { token: await people.signIn(userName, 'Saffron-27-Brdg'), roleId: role.body._id };
}
