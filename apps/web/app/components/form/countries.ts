/**
 * Countries for the phone input (spec §2: flags and search): ISO code and
 * calling code. Names come from Intl.DisplayNames in the page's language,
 * flags are the regional-indicator emoji of the ISO code, so the table
 * stays small and needs no translation.
 */
const TABLE =
  'AF93 AL355 DZ213 AS1684 AD376 AO244 AI1264 AG1268 AR54 AM374 AW297 AU61 AT43 AZ994 BS1242 BH973 BD880 BB1246 BY375 BE32 BZ501 ' +
  'BJ229 BM1441 BT975 BO591 BA387 BW267 BR55 BN673 BG359 BF226 BI257 KH855 CM237 CA1 CV238 KY1345 CF236 TD235 CL56 CN86 CO57 KM269 ' +
  'CG242 CD243 CK682 CR506 CI225 HR385 CU53 CW599 CY357 CZ420 DK45 DJ253 DM1767 DO1809 EC593 EG20 SV503 GQ240 ER291 EE372 SZ268 ET251 ' +
  'FK500 FO298 FJ679 FI358 FR33 GF594 PF689 GA241 GM220 GE995 DE49 GH233 GI350 GR30 GL299 GD1473 GP590 GU1671 GT502 GG44 GN224 GW245 ' +
  'GY592 HT509 HN504 HK852 HU36 IS354 IN91 ID62 IR98 IQ964 IE353 IM44 IL972 IT39 JM1876 JP81 JE44 JO962 KZ7 KE254 KI686 XK383 KW965 ' +
  'KG996 LA856 LV371 LB961 LS266 LR231 LY218 LI423 LT370 LU352 MO853 MG261 MW265 MY60 MV960 ML223 MT356 MH692 MQ596 MR222 MU230 YT262 ' +
  'MX52 FM691 MD373 MC377 MN976 ME382 MS1664 MA212 MZ258 MM95 NA264 NR674 NP977 NL31 NC687 NZ64 NI505 NE227 NG234 NU683 KP850 MK389 ' +
  'MP1670 NO47 OM968 PK92 PW680 PS970 PA507 PG675 PY595 PE51 PH63 PL48 PT351 PR1787 QA974 RE262 RO40 RU7 RW250 KN1869 LC1758 VC1784 ' +
  'WS685 SM378 ST239 SA966 SN221 RS381 SC248 SL232 SG65 SX1721 SK421 SI386 SB677 SO252 ZA27 KR82 SS211 ES34 LK94 SD249 SR597 SE46 CH41 ' +
  'SY963 TW886 TJ992 TZ255 TH66 TL670 TG228 TO676 TT1868 TN216 TR90 TM993 TC1649 TV688 UG256 UA380 AE971 GB44 US1 UY598 UZ998 VU678 ' +
  'VA39 VE58 VN84 VG1284 VI1340 YE967 ZM260 ZW263';

export interface Country {
  iso: string;
  dial: string;
}

export const COUNTRIES: Country[] = TABLE.split(' ').map((entry) => ({ iso: entry.slice(0, 2), dial: entry.slice(2) }));

const BY_ISO = new Map(COUNTRIES.map((c) => [c.iso, c]));

/** Who a calling code shared by several countries belongs to by default. */
const MAIN_FOR_CODE: Record<string, string> = { '1': 'US', '7': 'RU', '39': 'IT', '44': 'GB', '262': 'RE' };

export function countryByIso(iso: string | null | undefined): Country | undefined {
  return iso ? BY_ISO.get(iso.toUpperCase()) : undefined;
}

/** "SA" → 🇸🇦 (two regional-indicator letters). */
export function flagEmoji(iso: string): string {
  return String.fromCodePoint(...[...iso.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the page's language ("Saudi Arabia", "السعودية"). */
export function countryName(iso: string, locale: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names.of(iso) ?? iso;
}

/** Countries whose name (in the page's or English), ISO code or calling code matches the query. */
export function searchCountries(query: string, locale: string): Country[] {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return COUNTRIES;
  return COUNTRIES.filter(
    (c) =>
      c.dial.startsWith(q) ||
      c.iso.toLowerCase() === q ||
      countryName(c.iso, locale).toLowerCase().includes(q) ||
      (locale !== 'en' && countryName(c.iso, 'en').toLowerCase().includes(q)),
  );
}

/** The national number as people type it: digits only, without the trunk 0 ("050 000-0001" → "500000001"). */
export function nationalDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^0+/, '');
}

/** "+966" and "050 000 0001" → "+966500000001"; empty when no digits were typed. */
export function joinPhone(country: Country, national: string): string {
  const digits = nationalDigits(national);
  return digits ? `+${country.dial}${digits}` : '';
}

/**
 * Splits an international number into its country and national part, taking
 * the longest matching calling code; numbers shared by several countries
 * (+1, +7, +44) go to the preferred country when it has that code.
 */
export function splitPhone(phone: string, preferred?: Country): { country: Country | undefined; national: string } {
  const digits = phone.replace(/\D/g, '');
  if (!phone.trim().startsWith('+') && preferred) {
    return { country: preferred, national: nationalDigits(phone) };
  }
  for (let length = 4; length >= 1; length--) {
    const code = digits.slice(0, length);
    const matches = COUNTRIES.filter((c) => c.dial === code);
    if (matches.length) {
      const country =
        matches.find((c) => c.iso === preferred?.iso) ??
        matches.find((c) => c.iso === MAIN_FOR_CODE[code]) ??
        matches[0];
      return { country, national: digits.slice(length) };
    }
  }
  return { country: preferred, national: digits };
}

/**
 * What someone typed where an email or a phone is accepted, with a local
 * phone number ("050 000 0001") turned international in the store's country.
 */
export function internationalize(typed: string, home: Country): string {
  const value = typed.trim();
  return isLocalNumber(value) ? joinPhone(home, value) : value;
}

/** Digits (and separators) without a leading plus: a number in the store's country. */
export function isLocalNumber(typed: string): boolean {
  return /^[\d\s\-()]+$/.test(typed.trim()) && /\d/.test(typed);
}
