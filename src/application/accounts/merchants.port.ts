import type { AccountStatus, merchantCountries } from '../../domain/accounts/account-records';
import type { CurrencyCode } from '../../domain/money/currencies';
import type { Decimal } from '../../domain/money/decimal';
import type { Money } from '../../domain/money/money';
import type { GridPage, GridWindow } from '../../domain/shared/grid-page';
import type { AccountEmails, AccountHistory } from './account.port';

/** What the merchant form edits (spec 2 §2.2): the server keeps keys, balance, status and history. */
export interface MerchantDetails extends AccountEmails {
  country: (typeof merchantCountries)[number];
  name: string;
  currency: CurrencyCode;
  showBalance: boolean;
}

/** spec 2 §3 Merchant, without its keys. The country is as stored (older rows may name others). */
export interface Merchant extends AccountEmails {
  id: string;
  name: string;
  country: string;
  currency: CurrencyCode;
  showBalance: boolean;
  accountBalance: Money;
  status: AccountStatus;
  /** ISO 8601 instant. */
  createdDate: string;
}

/** spec 2 §2.2 Confidential: what the modal shows; `base64` is base64(sid:token). */
export interface MerchantKeys {
  id: string;
  name: string;
  sid: string;
  publicKey: string;
  privateKey: string;
  token: string;
  base64: string;
  /** ISO 8601 instant until which the secret key rotated out last still works; null when none does. */
  previousKeyValidUntil: string | null;
  /** How long a rotated-out secret key keeps working. */
  keyOverlapHours: number;
}

/** One top-up (spec 2 §5): the net amount is the domain's, the key makes a repeat apply once. */
export interface AccountTopUp {
  grossAmount: Money;
  tax: Decimal;
  netAmount: Money;
  idempotencyKey: string;
}

/** spec 2 §7 Merchants. Failures reject with an AppError carrying the server's first message. */
export interface MerchantsPort {
  /** One page of the grid, by name (docs/decisions/0027-administration-grids.md). */
  pageMerchants(window: GridWindow): Promise<GridPage<Merchant>>;
  merchant(id: string): Promise<Merchant>;
  createMerchant(details: MerchantDetails): Promise<Merchant>;
  editMerchant(id: string, details: MerchantDetails): Promise<Merchant>;
  setMerchantStatus(merchant: { id: string; name: string }, status: AccountStatus): Promise<Merchant>;
  addAccountBalance(id: string, topUp: AccountTopUp): Promise<Merchant>;
  deleteMerchant(id: string): Promise<void>;
  revealKeys(id: string): Promise<MerchantKeys>;
  /** docs/decisions/0047-backups-and-key-rotation.md: a new secret key; the old one works for the overlap. Answers the keys with the new one. */
  rotateSecretKey(id: string): Promise<MerchantKeys>;
  merchantHistory(id: string): Promise<AccountHistory>;
}
