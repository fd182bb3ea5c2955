import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { DatabaseSchema } from '../db/database-schema';
import { SecretBox } from '../crypto/secret-box';
import type { SealedColumn } from '../db/resealing';

/** docs/decisions/0036-second-factor.md: who must have one. */
export type SecondFactorPolicy = 'platform-staff' | 'optional';

export const totpPeriodSeconds = 30;
/** A code of the step before or after the server's is accepted too (clock drift of the phone). */
const driftSteps = 1;
export const challengeTtlMs = 5 * 60_000;
/** Wrong codes one challenge may take before the sign-in starts over (with its own lock, "Sessions"). */
export const challengeAttempts = 5;
export const recoveryCodeCount = 10;
const issuer = 'Walee PGW';
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

export interface Enrolment {
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}

export interface Challenge {
  userId: string;
  userName: string;
  kind: 'verify' | 'enrol';
}

export type CodeCheck = { kind: 'accepted'; recoveryCodes: string[] } | { kind: 'wrong' } | { kind: 'expired' };

const secretPurpose = 'second-factor';
/** Binds a sealed secret to its user (the cipher's authenticated data). */
const secretContextOf = (userId: string) => `user_second_factors:${userId}`;

/** The sealed secrets, for the re-sealing after a rotation (app.ts). */
export const secondFactorSecretsColumn: SealedColumn = {
  name: 'second-factor secrets',
  purpose: secretPurpose,
  table: 'user_second_factors',
  column: 'secret_sealed',
  keyColumns: ['user_id'],
  contextOf: (keys) => secretContextOf(keys.user_id ?? ''),
};

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function recoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => recoveryAlphabet[byte % recoveryAlphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * TOTP (RFC 6238, 6 digits, 30 s, SHA-1: what every authenticator app reads) with otplib 13. The
 * secret is sealed with the secret box (AES-256-GCM, bound to the user id); recovery codes are kept
 * as HMAC-SHA256 under the recovery code key (recovery-code-key.ts), each usable once; an accepted code's
 * time step is remembered, so the same code never opens two sessions.
 */
export class SecondFactorService {
  readonly #box: SecretBox;
  readonly #recoveryKey: Buffer;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    /** The current secret, then the previous ones still listed (TOKEN_SECRET_PREVIOUS), which only open. */
    serverSecrets: readonly string[],
    /** recovery-code-key.ts: the key recovery codes are hashed with, kept sealed in settings. */
    recoveryKey: Buffer,
    readonly policy: SecondFactorPolicy,
    private readonly now: () => Date,
  ) {
    this.#box = new SecretBox(serverSecrets, secretPurpose);
    this.#recoveryKey = recoveryKey;
  }

  isRequiredFor(scopeKind: string): boolean {
    return this.policy === 'platform-staff' && scopeKind === 'platform';
  }

  #hashRecovery(code: string): string {
    return createHmac('sha256', this.#recoveryKey).update(code.trim().toLowerCase()).digest('hex');
  }

  async status(userId: string): Promise<{ enrolled: boolean; recoveryCodesLeft: number }> {
    const factor = await this.db.selectFrom('user_second_factors').select('enrolled_at').where('user_id', '=', userId).executeTakeFirst();
    const left = await this.db
      .selectFrom('user_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return { enrolled: factor?.enrolled_at !== null && factor !== undefined, recoveryCodesLeft: Number(left.count) };
  }

  async isEnrolled(userId: string): Promise<boolean> {
    return (await this.status(userId)).enrolled;
  }

  /** A new secret waiting for its first code; replaces an unfinished one, never a finished one. */
  async start(userId: string, label: string): Promise<Enrolment | 'already-enrolled'> {
    if (await this.isEnrolled(userId)) return 'already-enrolled';
    const secret = generateSecret();
    const sealed = this.#box.seal(secret, secretContextOf(userId));
    await this.db
      .insertInto('user_second_factors')
      .values({ user_id: userId, secret_sealed: sealed })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret_sealed: sealed, last_used_step: 0 }).where('user_second_factors.enrolled_at', 'is', null))
      .execute();
    const otpauthUrl = generateURI({ issuer, label, secret });
    return { secret, otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
  }

  /** The step a six-digit code belongs to, when it is one of the secret's codes now (± drift). */
  async #stepOf(secret: string, code: string): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const current = Math.floor(this.now().getTime() / 1000 / totpPeriodSeconds);
    for (let offset = -driftSteps; offset <= driftSteps; offset += 1) {
      const step = current + offset;
      const result = await verify({ secret, token: code, epoch: step * totpPeriodSeconds, epochTolerance: 0 });
      if (result.valid) return step;
    }
    return null;
  }

  /**
   * Accepts a code of the user's secret (`pendingToo`: also an unfinished enrolment's) whose step is
   * later than the last accepted one; the step is claimed by one conditional update, so two
   * requests racing with the same code cannot both pass.
   */
  async #acceptTotp(userId: string, code: string, pendingToo: boolean): Promise<boolean> {
    const factor = await this.db.selectFrom('user_second_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (factor === undefined || (factor.enrolled_at === null && !pendingToo)) return false;
    const step = await this.#stepOf(this.#box.open(factor.secret_sealed, secretContextOf(userId)), code);
    if (step === null) return false;
    const claimed = await this.db
      .updateTable('user_second_factors')
      .set({ last_used_step: step, ...(factor.enrolled_at === null ? { enrolled_at: this.now() } : {}) })
      .where('user_id', '=', userId)
      .where('last_used_step', '<', step)
      .executeTakeFirst();
    return claimed.numUpdatedRows === 1n;
  }

  async #spendRecoveryCode(userId: string, code: string): Promise<boolean> {
    const used = await this.db
      .updateTable('user_recovery_codes')
      .set({ used_at: this.now() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', this.#hashRecovery(code))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return used.numUpdatedRows === 1n;
  }

  async #newRecoveryCodes(userId: string): Promise<string[]> {
    const codes = Array.from({ length: recoveryCodeCount }, recoveryCode);
    await this.db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
    await this.db
      .insertInto('user_recovery_codes')
      .values(codes.map((code) => ({ user_id: userId, code_hash: this.#hashRecovery(code) })))
      .execute();
    return codes;
  }

  /** Finishes an enrolment with a code of its secret; answers the recovery codes (shown once). */
  async confirm(userId: string, code: string): Promise<string[] | 'wrong' | 'not-started' | 'already-enrolled'> {
    const factor = await this.db.selectFrom('user_second_factors').select('enrolled_at').where('user_id', '=', userId).executeTakeFirst();
    if (factor === undefined) return 'not-started';
    if (factor.enrolled_at !== null) return 'already-enrolled';
    if (!(await this.#acceptTotp(userId, code, true))) return 'wrong';
    return this.#newRecoveryCodes(userId);
  }

  /**
   * A code of the user's own turned-on factor, for a change of it from the profile: a code of the app
   * (a later step than the last accepted one) or an unused recovery code, which is spent.
   */
  async checkOwnCode(userId: string, code: string): Promise<'accepted' | 'wrong' | 'not-enrolled'> {
    if (!(await this.isEnrolled(userId))) return 'not-enrolled';
    if (await this.#acceptTotp(userId, code, false)) return 'accepted';
    return (await this.#spendRecoveryCode(userId, code)) ? 'accepted' : 'wrong';
  }

  /** Ten new recovery codes in place of the old ones (used or not); shown once. */
  renewRecoveryCodes(userId: string): Promise<string[]> {
    return this.#newRecoveryCodes(userId);
  }

  /**
   * Removes the user's factor (finished or not), its recovery codes and open sign-in challenges;
   * false when no factor was turned on. Run inside the caller's change transaction.
   */
  async remove(userId: string): Promise<boolean> {
    await this.db.deleteFrom('sign_in_challenges').where('user_id', '=', userId).execute();
    await this.db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
    const removed = await this.db.deleteFrom('user_second_factors').where('user_id', '=', userId).returning('enrolled_at').executeTakeFirst();
    return removed !== undefined && removed.enrolled_at !== null;
  }

  /** A challenge for the code step of a sign-in, bound to the client; the client holds the only copy. */
  async openChallenge(userId: string, kind: Challenge['kind'], client: string): Promise<string> {
    const challenge = randomBytes(32).toString('base64url');
    const now = this.now();
    await this.db
      .deleteFrom('sign_in_challenges')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('expires_at', '<', now)]))
      .execute();
    await this.db
      .insertInto('sign_in_challenges')
      .values({ id_hash: sha256(challenge), user_id: userId, client, kind, expires_at: new Date(now.getTime() + challengeTtlMs) })
      .execute();
    return challenge;
  }

  /** The challenge's user, counting this attempt; undefined when unknown, expired, of another client or used up. */
  async takeAttempt(challenge: string, client: string): Promise<Challenge | undefined> {
    const row = await this.db
      .updateTable('sign_in_challenges as c')
      .set((eb) => ({ attempts: eb('c.attempts', '+', 1) }))
      .from('users as u')
      .whereRef('u.id', '=', 'c.user_id')
      .where('c.id_hash', '=', sha256(challenge))
      .where('c.client', '=', client)
      .where('c.expires_at', '>', this.now())
      .where('c.attempts', '<', challengeAttempts)
      .returning(['c.user_id as userId', 'u.user_name as userName', 'c.kind as kind'])
      .executeTakeFirst();
    return row;
  }

  async closeChallenge(challenge: string): Promise<void> {
    await this.db.deleteFrom('sign_in_challenges').where('id_hash', '=', sha256(challenge)).execute();
  }

  /** The code step: a TOTP code (or, once enrolled, a recovery code); an enrolment also gets its recovery codes. */
  async checkCode(challenge: Challenge, code: string): Promise<CodeCheck> {
    if (challenge.kind === 'enrol') {
      const confirmed = await this.confirm(challenge.userId, code);
      if (Array.isArray(confirmed)) return { kind: 'accepted', recoveryCodes: confirmed };
      return confirmed === 'wrong' ? { kind: 'wrong' } : { kind: 'expired' };
    }
    if (await this.#acceptTotp(challenge.userId, code, false)) return { kind: 'accepted', recoveryCodes: [] };
    if (await this.#spendRecoveryCode(challenge.userId, code)) return { kind: 'accepted', recoveryCodes: [] };
    return { kind: 'wrong' };
  }
}
