// spec 3 §5 and §9: Jazzcash asks for the CNIC, masked 99999-9999999-9 (5, 7 and 1 digits).

export const cnicMask = '99999-9999999-9';
const cnicPattern = /^\d{5}-\d{7}-\d$/;

/** Puts the dashes of the mask into up to 13 digits (typing order); other characters are dropped. */
export function maskCnic(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 13);
  const parts = [digits.slice(0, 5), digits.slice(5, 12), digits.slice(12)].filter((part) => part !== '');
  return parts.join('-');
}

/** A complete CNIC in the mask's form (15 characters). */
export function isValidCnic(input: string): boolean {
  return cnicPattern.test(input.trim());
}
