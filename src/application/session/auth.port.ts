import type { UserType } from '../../domain/organisation/organisation-scope';

/** The signed-in user's record as the portal shows it (spec 2 §7: fetched after sign-in). */
export interface UserProfile {
  _id: string;
  name: string;
  userName: string;
  email: string;
  userType: UserType;
  userTypeId: string;
  userTypeName: string;
  role: { _id: string; name: string } | null;
  status: 'Active' | 'Inactive';
}

/** Signing in and out, in the words of spec 1 §2. Failures reject with an AppError. */
export interface AuthPort {
  /** Answers the session token; rejects with `bad_credentials` or `sign_in_locked`. */
  signIn(userName: string, password: string): Promise<string>;
  /** Ends the session on the server so the token stops working. */
  signOut(): Promise<void>;
  /** The user's profile, or null when there is no such user. */
  userById(id: string): Promise<UserProfile | null>;
}
