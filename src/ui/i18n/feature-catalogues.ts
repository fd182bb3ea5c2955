type Catalogue = { [key: string]: string | Catalogue };

// Each feature keeps its strings in `src/ui/<feature>/i18n/{en,ar}.json` under one top-level key
// (its feature name), so features never edit a shared catalogue.
const english = import.meta.glob<Catalogue>('../*/i18n/en.json', { eager: true, import: 'default' });
const arabic = import.meta.glob<Catalogue>('../*/i18n/ar.json', { eager: true, import: 'default' });

function merged(base: Catalogue, parts: Record<string, Catalogue>): Catalogue {
  const result: Catalogue = { ...base };
  for (const [file, part] of Object.entries(parts)) {
    for (const [key, value] of Object.entries(part)) {
      if (key in result) throw new Error(`Catalogue key "${key}" of ${file} is defined twice`);
      result[key] = value;
    }
  }
  return result;
}

export function catalogueFor(language: 'en' | 'ar', base: Catalogue): Catalogue {
  return merged(base, language === 'ar' ? arabic : english);
}

type Messages = Record<string, string>;

// Form messages are the specification's English text, written once in the shared form schemas
// (src/forms) and answered by the server as they are; each feature translates its forms' messages
// in `src/ui/<feature>/i18n/form-messages.ar.json`, keyed by that English text.
const arabicFormMessages = import.meta.glob<Messages>('../*/i18n/form-messages.ar.json', { eager: true, import: 'default' });

export function formMessagesFor(language: 'en' | 'ar'): Messages {
  if (language === 'en') return {};
  const result: Messages = {};
  for (const [file, part] of Object.entries(arabicFormMessages)) {
    for (const [english, arabic] of Object.entries(part)) {
      if (english in result && result[english] !== arabic) throw new Error(`Form message "${english}" of ${file} is translated twice, differently`);
      result[english] = arabic;
    }
  }
  return result;
}
