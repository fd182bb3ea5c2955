import type { Generated } from 'kysely';
import type { CreatedAt } from '../core-tables';
import type { Counter, NullableTimestamp } from './column-types';

/** docs/decisions/0036-second-factor.md (migration 0020). */
export interface UserSecondFactorsTable {
  user_id: string;
  secret_sealed: string;
  enrolled_at: NullableTimestamp;
  last_used_step: Counter;
  created_at: CreatedAt;
}

export interface UserRecoveryCodesTable {
  id: Generated<number>;
  user_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface SignInChallengesTable {
  id_hash: string;
  user_id: string;
  client: string;
  kind: 'verify' | 'enrol';
  attempts: Counter;
  expires_at: Date;
  created_at: CreatedAt;
}
