import { describe, expect, it } from 'vitest';
import checkoutArabic from '../../src/ui/checkout/i18n/form-messages.ar.json';
import { formMessagesFor } from '../../src/ui/i18n/feature-catalogues';

// Every message a shared form schema can show (its `...FormMessages` export) reads in Arabic too.
const schemaModules = import.meta.glob<Record<string, unknown>>('../../src/forms/*.ts', { eager: true });

function formMessages(): string[] {
  const texts = new Set<string>();
  for (const module of Object.values(schemaModules)) {
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('FormMessages') || typeof value !== 'object' || value === null) continue;
      for (const text of Object.values(value)) if (typeof text === 'string') texts.add(text);
    }
  }
  return [...texts].sort();
}

describe('form messages of the shared schemas', () => {
  it('are found in the schemas', () => {
    expect(formMessages()).toContain('Too short account name.');
  });

  it('each have an Arabic translation', async () => {
    // The hosted checkout is its own page with its own catalogue (src/ui/checkout/i18n).
    const arabic: Record<string, string> = { ...(await formMessagesFor('ar')), ...checkoutArabic };
    expect(formMessages().filter((text) => !arabic[text])).toEqual([]);
  });
});
