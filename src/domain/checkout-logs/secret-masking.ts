// docs/spec/decisions.md §4 and docs/decisions/0034-checkout-logs.md: keys, secrets, passwords, card
// numbers and CVVs never leave the server, whatever shape a provider's log has. Names are compared
// without case, underscores or dashes (`pp_SecureHash`, `api-key`, `CardNumber` all match).

export const maskedValue = '[masked]';
const maxDepth = 20;

const secretNameParts = ['secret', 'password', 'passwd', 'cvv', 'cvc', 'key', 'hash', 'token', 'signature', 'mpin', 'otp'] as const;
/** Whole names only: as parts they would catch `spine`, `company` or `inside`. */
const secretNames = new Set(['pin', 'pan', 'sid']);
const cardNameParts = ['cardnumber', 'cardno', 'cardnum'] as const;

const normalisedName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

export function isSecretName(name: string): boolean {
  const plain = normalisedName(name);
  return secretNames.has(plain) || secretNameParts.some((part) => plain.includes(part));
}

export function isCardNumberName(name: string): boolean {
  const plain = normalisedName(name);
  return cardNameParts.some((part) => plain.includes(part));
}

/** Luhn's check, which every card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      // Stryker disable next-line EqualityOperator: equivalent, a doubled digit is even, never 9.
      if (digit > 9) digit -= 9;
    }
    // Stryker disable next-line AssignmentOperator: equivalent, a sum and its negation are both multiples of 10 or neither.
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A value that reads as a card number (13 to 19 digits, spaces or dashes allowed, Luhn-valid). */
export function looksLikeCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
}

/** At most the last four digits of a card number stay (docs/spec/decisions.md §4). */
export function maskCardNumber(value: unknown): string {
  const digits = typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : maskedValue;
}

/**
 * A copy of a logged request or response with every secret replaced and card numbers cut to their
 * last four digits, at any depth (beyond 20 levels the rest is dropped).
 */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > maxDepth) return maskedValue;
  if (typeof value === 'string') return looksLikeCardNumber(value) ? maskCardNumber(value) : value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    if (isCardNumberName(name)) result[name] = maskCardNumber(item);
    else if (isSecretName(name)) result[name] = maskedValue;
    else result[name] = maskSecrets(item, depth + 1);
  }
  return result;
}

export function maskedObject(value: Record<string, unknown>): Record<string, unknown> {
  return maskSecrets(value) as Record<string, unknown>;
}
