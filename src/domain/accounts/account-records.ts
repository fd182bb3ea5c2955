// spec 2 §3, §5 and §9: what merchant and carrier accounts are made of, shared by the portal's forms
// and the server. Countries are stored by their English name, as the seeded rows are.

export const accountStatuses = ['Active', 'Inactive'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** spec 2 §3: a carrier record is a Carrier or an Operator. */
export const carrierTypes = ['Carrier', 'Operator'] as const;
export type CarrierType = (typeof carrierTypes)[number];

/** spec 2 §9: the carrier form's countries; the merchant form also offers Egypt. */
export const carrierCountries = ['Pakistan', 'China', 'Singapore', 'Malaysia', 'United Kingdom', 'United States'] as const;
export const merchantCountries = [...carrierCountries, 'Egypt'] as const;

/** spec 2 §5: an account name has 2 to 50 characters, a currency 2 to 4. */
export const accountNameLength = { min: 2, max: 50 } as const;
export const accountCurrencyLength = { min: 2, max: 4 } as const;

/**
 * Two account names are the same account when they differ only in case or surrounding spaces
 * (the server refuses such a duplicate with 409). Lower-casing is locale-free, like SQL lower().
 */
export function accountNameKey(name: string): string {
  return name.trim().toLowerCase();
}

export function sameAccountName(a: string, b: string): boolean {
  return accountNameKey(a) === accountNameKey(b);
}

/** spec 2 §4: the status pill toggles between the two states. */
export function toggledStatus(status: AccountStatus): AccountStatus {
  return status === 'Active' ? 'Inactive' : 'Active';
}
