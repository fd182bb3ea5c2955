import type { AuthPort, UserProfile } from './auth.port';

export type LoadProfile = (userId: string) => Promise<UserProfile | null>;

/** spec 1 §2: the profile is fetched with the user id decoded from the token. */
export function loadProfileUseCase(deps: { auth: AuthPort }): LoadProfile {
  return (userId) => deps.auth.userById(userId);
}
