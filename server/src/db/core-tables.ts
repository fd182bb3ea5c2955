import type { ColumnType, Generated } from 'kysely';
import type { UserType } from '../../../src/domain/organisation/organisation-scope';

/** timestamptz: both drivers return a Date; writes accept a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** timestamptz with a database default. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** numeric(18,2): read as an exact decimal string, never a binary float (docs/spec/decisions.md §3). */
export type Money = ColumnType<string, string, string>;
/** jsonb: parsed by the driver; written as JSON text so both drivers bind it the same way. */
export type Json<T> = ColumnType<T, string, string>;

export type ActiveStatus = 'Active' | 'Inactive';
export type OperatorType = 'Carrier' | 'Operator';

/** A dated line of a merchant's or carrier's history page (spec 2 §3). */
export interface HistoryEntry {
  date: string;
  description: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface OperatorsTable {
  id: string;
  name: string;
  type: OperatorType;
  is_platform: Generated<boolean>;
  country: string;
  currency: string;
  notification_email: string | null;
  support_email: string | null;
  billing_email: string | null;
  commercial_email: string | null;
  status: Generated<ActiveStatus>;
  created_at: CreatedAt;
  history: Json<HistoryEntry[]>;
  /** Soft delete (migration 0007): hidden from lists and lookups, kept for what refers to it. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface MerchantsTable {
  id: string;
  name: string;
  country: string;
  currency: string;
  notification_email: string | null;
  support_email: string | null;
  billing_email: string | null;
  commercial_email: string | null;
  show_balance: Generated<boolean>;
  account_balance: ColumnType<string, string | undefined, string>;
  status: Generated<ActiveStatus>;
  sid: string;
  public_key: string;
  private_key: string;
  /** Migration 0039: the rotated-out secret key, sealed, still valid until previous_key_expires_at. */
  previous_private_key: ColumnType<string | null, string | null | undefined, string | null>;
  previous_key_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  token: string;
  enable_inquire_merchant: Generated<boolean>;
  history: Json<HistoryEntry[]>;
  created_at: CreatedAt;
  /** Soft delete (migration 0007): hidden from lists and lookups, kept for what refers to it. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RolesTable {
  id: string;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  /** The organisation that owns the role (an operator or merchant id). */
  user_type_id: string;
  permissions: Json<Record<string, Record<string, boolean>>>;
  status: Generated<ActiveStatus>;
  created_at: CreatedAt;
  modified_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface UsersTable {
  id: string;
  name: string;
  user_name: string;
  email: string;
  password_hash: string;
  user_type: UserType;
  user_type_id: string;
  role_id: string | null;
  status: Generated<ActiveStatus>;
  created_at: CreatedAt;
  /** Set when the user was deleted (migration 0008): kept for the records that name it. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SessionsTable {
  jti: string;
  user_id: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The last call's time, written at most once a minute (migration 0011); null: none since sign-in. */
  last_seen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One row per user name and client address (migration 0010). */
export interface SignInLocksTable {
  user_name: string;
  client: string;
  attempts: number;
  window_started_at: Timestamp;
  locked_until: ColumnType<Date | null, Date | null, Date | null>;
  bursts: number;
  last_locked_at: ColumnType<Date | null, Date | null, Date | null>;
}

export interface CoreTables {
  settings: SettingsTable;
  operators: OperatorsTable;
  merchants: MerchantsTable;
  roles: RolesTable;
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_locks: SignInLocksTable;
}
