import { EMAIL_PATTERN } from '../core/bounded';

/**
 * The payout method's checks (issue 15): pure and shared — the server validates with them and the
 * storefront's forms show the same messages inline.
 */

/** IBAN length per country (SWIFT IBAN registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

/** An IBAN without spaces, upper-cased. */
export const compactIban = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** Why an IBAN is invalid (country, length, characters, mod-97 check digits), or null. */
export function ibanProblem(value: string): string | null {
  const iban = compactIban(value);
  if (iban.length === 0) return 'Enter an IBAN';
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (!/^[A-Z]{2}$/.test(country) || length === undefined) return 'Unknown IBAN country code';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'An IBAN has letters and digits only';
  if (iban.length !== length) return `A ${country} IBAN has ${length} characters`;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1 ? null : 'IBAN check digits do not match';
}

/** The input mask of an IBAN: groups of four (spec §5 masks: `A` letter upper-cased, `X`…). */
export function ibanMask(value: string): string {
  const length = IBAN_LENGTHS[compactIban(value).slice(0, 2)] ?? 34;
  const slots = `AA##${'X'.repeat(Math.max(0, length - 4))}`;
  return slots.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Why a BIC/SWIFT code is invalid (8 or 11 characters: bank, country, location, branch), or null. */
export function bicProblem(value: string): string | null {
  const bic = value.replace(/\s/g, '').toUpperCase();
  if (bic.length !== 8 && bic.length !== 11) return 'A BIC has 8 or 11 characters';
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic))
    return 'A BIC is 4 letters (bank), 2 letters (country), 2 letters or digits (location)';
  return null;
}

/** The contract's one e-mail pattern (linear: docs/decisions/056), on at most 254 characters. */
export const emailProblem = (value: string): string | null => {
  const email = value.trim();
  return email.length <= 254 && EMAIL_PATTERN.test(email)
    ? null
    : 'Enter an e-mail address like name@example.com';
};

export type UsdtNetwork = 'TRC20' | 'ERC20';

/** Why a USDT address does not fit its network, or null: TRC20 `T` + 33 base58; ERC20 `0x` + 40 hex. */
export function usdtAddressProblem(network: UsdtNetwork, value: string): string | null {
  const address = value.trim();
  if (network === 'TRC20') {
    return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)
      ? null
      : 'A TRC20 address starts with T and has 34 base58 characters';
  }
  return /^0x[0-9a-fA-F]{40}$/.test(address)
    ? null
    : 'An ERC20 address starts with 0x and has 40 hexadecimal characters';
}

/** Postal code formats of common countries; others need 2–10 letters, digits, spaces or dashes. */
export const POSTAL_CODES: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  JP: /^\d{3}-?\d{4}$/,
  AU: /^\d{4}$/,
  BR: /^\d{5}-?\d{3}$/,
};

export interface PostalAddress {
  line1: string;
  line2?: string | null | undefined;
  city: string;
  region?: string | null | undefined;
  postalCode: string;
  country: string;
}

/** Problems of a postal address by field (empty when it is fine). */
export function addressProblems(
  address: PostalAddress,
): Partial<Record<keyof PostalAddress, string>> {
  const out: Partial<Record<keyof PostalAddress, string>> = {};
  if (address.line1.trim().length < 3) out.line1 = 'Enter the street and number';
  if (address.city.trim().length < 2) out.city = 'Enter the city';
  const country = address.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) out.country = 'Choose a country (two-letter code)';
  const format = POSTAL_CODES[country] ?? /^[A-Z0-9][A-Z0-9 -]{1,9}$/i;
  if (!format.test(address.postalCode.trim()))
    out.postalCode = `Enter a valid postal code for ${country || 'the country'}`;
  return out;
}
