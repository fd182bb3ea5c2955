// spec 2 §5 and §9: the limits of the user, role, profile and change-password forms, shared by the
// portal's forms and the server so both refuse the same input.
export const userLimits = {
  name: { min: 2, max: 50 },
  userName: { min: 2, max: 50 },
  /** spec 2 §9: passwords of users are 5 to 15 characters. */
  password: { min: 5, max: 15 },
  /** RFC 5321's longest usable address. */
  email: { max: 254 },
} as const;

export const roleLimits = {
  name: { min: 2, max: 50 },
  /** spec 2 §5 and docs/spec/decisions.md §6: the limit applies (the old portal's key was misspelt). */
  description: { max: 150 },
} as const;

/**
 * docs/decisions/0037-password-rules.md: every new password keeps spec 2 §9's 5 to 15 characters
 * (`userLimits.password`); a platform staff member's has at least 12 of them (PCI DSS 4.0 8.3.6).
 */
export const staffPasswordMinimum = 12;

/** Whether a password contains the user name (case-insensitive); names under three characters never match by chance. */
export function containsUserName(password: string, userName: string): boolean {
  const name = userName.trim().toLowerCase();
  return name.length >= 3 && password.toLowerCase().includes(name);
}

/** spec 2 §5 "Change password": the current password is checked against 2 to 50 characters. */
export const currentPasswordLimits = { min: 2, max: 50 } as const;

// A "standard address pattern" (spec 2 §5): one @, no spaces, a dot in the domain.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value);
}

/** spec 2 §5: 'User name must be lowercase'. */
export function isLowerCase(value: string): boolean {
  return value === value.toLowerCase();
}
