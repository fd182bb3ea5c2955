// spec 1 §3 and §9: the country filter offers the full ISO 3166-1 list and defaults to PK
// (Pakistan). Rows store the English country name ("Pakistan"), so the code is mapped at the border.
const isoCodes =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

export const countryCodes: readonly string[] = isoCodes.split(' ');

/** spec 1 §9: default country PK. */
export const defaultCountryCode = 'PK';

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && countryCodes.includes(value);
}

// Built on first use, like the name map below: most callers never name a country.
let englishNames: Intl.DisplayNames | undefined;

/** The English short name stored on rows (`PK` → `Pakistan`). */
export function countryNameOf(code: string): string {
  englishNames ??= new Intl.DisplayNames('en', { type: 'region', fallback: 'code' });
  return englishNames.of(code) ?? code;
}

/** The country's name in the reader's language, for pickers. */
export function localCountryNameOf(code: string, language: string): string {
  return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

let codesByEnglishName: ReadonlyMap<string, string> | undefined;

/** The code of a stored English country name (`Pakistan` → `PK`), or null for a name not on the list. */
export function countryCodeOfName(name: string): string | null {
  codesByEnglishName ??= new Map(countryCodes.map((code) => [countryNameOf(code).toLowerCase(), code]));
  return codesByEnglishName.get(name.trim().toLowerCase()) ?? null;
}
