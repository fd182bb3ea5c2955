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

/** What an authenticator app needs to set up a second factor (docs/decisions/0036-second-factor.md). */
export interface FactorEnrolment {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

/** The password was right and a code is needed: of the app, or of a new app to set up first. */
export type SecondStepRequest = { kind: 'code'; challenge: string } | { kind: 'enrol'; challenge: string; enrolment: FactorEnrolment };

export interface SecondFactorStatus {
  enrolled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

/** Signing in and out, in the words of spec 1 §2. Failures reject with an AppError. */
export interface AuthPort {
  /** Answers the session token, or the code step; rejects with `bad_credentials` or `sign_in_locked`. */
  signIn(userName: string, password: string): Promise<string | SecondStepRequest>;
  /** The code step: answers the token, and the recovery codes when it finished an enrolment. */
  completeSecondStep(challenge: string, code: string): Promise<{ token: string; recoveryCodes: string[] }>;
  secondFactorStatus(): Promise<SecondFactorStatus>;
  /** A new secret for the signed-in user's app, shown once. */
  startEnrolment(): Promise<FactorEnrolment>;
  /** Finishes the set-up with a code of the new secret; answers the recovery codes, shown once. */
  confirmEnrolment(code: string): Promise<string[]>;
  /** Turns the factor off with a code of the app or a recovery code; refused while the factor is required. */
  turnOffSecondFactor(code: string): Promise<void>;
  /** Ten new recovery codes in place of the old ones, with a code of the app or a recovery code; shown once. */
  renewRecoveryCodes(code: string): Promise<string[]>;
  /** Ends the session on the server so the token stops working. */
  signOut(): Promise<void>;
  /** The user's profile, or null when there is no such user. */
  userById(id: string): Promise<UserProfile | null>;
}
