/** The demo accounts the core seed creates; main.ts prints them and tests sign in with them. */
export interface DemoSignIn {
  userName: string;
  password: string;
  description: string;
}

export const demoSignIns = [
  { userName: 'admin', password: 'admin12345', description: 'Platform admin (every permission)' },
  { userName: 'support', password: 'support123', description: 'Platform support, Walee (view only)' },
  { userName: 'jazz.ops', password: 'carrier123', description: 'Carrier staff of Jazz' },
  { userName: 'merchant', password: 'merchant123', description: 'Merchant admin of Multiverse' },
  { userName: 'viewer', password: 'viewer123', description: 'Merchant viewer of Multiverse' },
  { userName: 'techlets', password: 'merchant123', description: 'Merchant admin of Techlets' },
] as const satisfies readonly DemoSignIn[];

export type DemoUserName = (typeof demoSignIns)[number]['userName'];
