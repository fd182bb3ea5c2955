import type { ReactNode } from 'react';

/** Amounts, IDs, user names and phone numbers keep their left-to-right order inside Arabic text. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
