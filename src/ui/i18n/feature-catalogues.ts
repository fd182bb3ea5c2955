export type Catalogue = { [key: string]: string | Catalogue };
type Messages = Record<string, string>;
type Language = 'en' | 'ar';

// Each feature keeps its strings in `src/ui/<feature>/i18n/{en,ar}.json` under one top-level key
// (its feature name), so features never edit a shared catalogue. The shell's is the exception: it
// holds the keys every signed-in screen shares (nav, screens, comingSoon, notFound, shell) and
// travels with the shell's code (shell/shell-catalogue.ts), so /login does not carry them. They load per feature and
// language when the feature's first screen opens (catalogue-loader.ts), never with /login.
const english = import.meta.glob<Catalogue>('../*/i18n/en.json', { import: 'default' });
const arabic = import.meta.glob<Catalogue>('../*/i18n/ar.json', { import: 'default' });

// Form messages are the specification's English text, written once in the shared form schemas
// (src/forms) and answered by the server as they are; each feature translates its forms' messages
// in `src/ui/<feature>/i18n/form-messages.ar.json`, keyed by that English text.
const arabicFormMessages = import.meta.glob<Messages>('../*/i18n/form-messages.ar.json', { import: 'default' });

// A feature's strings that another feature shows (its permission area's labels on the role form) sit in
// its own folder as `i18n/<that feature>.<language>.json`, and join that feature's catalogue, so a new
// feature edits no other feature's catalogue. The shell's part travels with the shell (shell-catalogue.ts).
const englishParts = import.meta.glob<Catalogue>('../*/i18n/*.en.json', { import: 'default' });
const arabicParts = import.meta.glob<Catalogue>('../*/i18n/*.ar.json', { import: 'default' });

/** The feature a part is written for (`../reconciliation/i18n/roles.en.json` → `roles`). */
const targetOf = (file: string) => file.split('/')[3]?.split('.')[0] ?? file;

/** Merges `part` into `into` key by key; a string defined twice is a mistake. */
export function mergeCatalogue(into: Catalogue, part: Catalogue, source: string): Catalogue {
  for (const [key, value] of Object.entries(part)) {
    const present = into[key];
    if (typeof value === 'string' || typeof present === 'string') {
      if (present !== undefined) throw new Error(`Catalogue key "${key}" of ${source} is defined twice`);
      into[key] = value;
    } else {
      into[key] = mergeCatalogue(present === undefined ? {} : { ...present }, value, source);
    }
  }
  return into;
}

async function partsFor(feature: string, language: Language): Promise<Catalogue[]> {
  const parts = language === 'ar' ? arabicParts : englishParts;
  const files = Object.keys(parts).filter((file) => targetOf(file) === feature);
  return Promise.all(files.map(async (file) => (await parts[file]?.()) ?? {}));
}

/** The feature folder a catalogue file belongs to (`../reports/i18n/en.json` → `reports`). */
const featureOf = (file: string) => file.split('/')[1] ?? file;
const fileOf = (files: Record<string, unknown>, feature: string) => Object.keys(files).find((file) => featureOf(file) === feature);

export interface FeatureCatalogue {
  translation: Catalogue;
  formMessages: Messages;
}

/** One feature's strings in one language (empty for a feature without a catalogue). */
export async function featureCatalogue(feature: string, language: Language): Promise<FeatureCatalogue> {
  const texts = language === 'ar' ? arabic : english;
  const textFile = fileOf(texts, feature);
  const messagesFile = language === 'ar' ? fileOf(arabicFormMessages, feature) : undefined;
  const [translation, formMessages] = await Promise.all([
    textFile === undefined ? {} : texts[textFile]?.(),
    messagesFile === undefined ? {} : arabicFormMessages[messagesFile]?.(),
  ]);
  const merged = (await partsFor(feature, language)).reduce((whole, part) => mergeCatalogue(whole, part, `a part of the ${feature} feature`), {
    ...(translation ?? {}),
  });
  return { translation: merged, formMessages: formMessages ?? {} };
}

/** Every feature that has a catalogue, by folder name. */
export const catalogueFeatures: readonly string[] = [...new Set([...Object.keys(english), ...Object.keys(arabic)].map(featureOf))];

/** The whole text of one language: the base with every feature's part (a key defined twice throws). */
export async function catalogueFor(language: Language, base: Catalogue): Promise<Catalogue> {
  const result: Catalogue = structuredClone(base);
  for (const feature of catalogueFeatures) {
    const { translation } = await featureCatalogue(feature, language);
    mergeCatalogue(result, translation, `the ${feature} feature`);
  }
  return result;
}

/** Every form message of one language (Arabic), checked to be translated one way only. */
export async function formMessagesFor(language: Language): Promise<Messages> {
  const result: Messages = {};
  if (language === 'en') return result;
  for (const feature of catalogueFeatures) {
    const { formMessages } = await featureCatalogue(feature, language);
    for (const [english, translated] of Object.entries(formMessages)) {
      if (english in result && result[english] !== translated)
        throw new Error(`Form message "${english}" of the ${feature} feature is translated twice, differently`);
      result[english] = translated;
    }
  }
  return result;
}
