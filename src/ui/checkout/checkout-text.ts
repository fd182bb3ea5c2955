import english from './i18n/checkout.en.json';
import urdu from './i18n/checkout.ur.json';

export type TextKey = keyof typeof english;

/** spec 3 and docs/decisions/0031-hosted-checkout.md: English text with an Urdu caption under it. */
export function textOf(key: TextKey): { en: string; ur: string } {
  return { en: english[key], ur: (urdu as Record<string, unknown>)[key] as string };
}

/** The Urdu caption of a message the server or the form rules answer in English, when known. */
export function urduOf(message: string): string | undefined {
  return (urdu.messages as Record<string, string>)[message];
}
