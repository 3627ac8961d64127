import {
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';

/**
 * The number in international form (`+33 6 12 34 56 78`) when it is valid for the chosen country
 * and its calling code is that country's (no +44 for FRANCE); null otherwise. Stored that way, it
 * reads and dials the same from anywhere (a typed `06…` loses its trunk 0 after `+33`).
 */
export function phoneOf(telephone: string, countryCode: string): string | null {
  try {
    // Territories without a numbering plan of their own: any valid international number.
    if (!isSupportedCountry(countryCode)) return internationalPhoneOf(telephone);
    if (!isValidPhoneNumber(telephone, countryCode)) return null;
    const phone = parsePhoneNumberFromString(telephone, countryCode);
    return phone?.countryCallingCode === getCountryCallingCode(countryCode) ? phone.formatInternational() : null;
  } catch {
    return null;
  }
}

/** Any valid number written in international form (`+44 20 7946 0958`, `0044…`), else null. */
function internationalPhoneOf(telephone: string): string | null {
  const written = telephone.trim().replace(/^00/, '+');
  if (!written.startsWith('+') || !isValidPhoneNumber(written)) return null;
  return parsePhoneNumberFromString(written)?.formatInternational() ?? null;
}

/**
 * A number typed where no country is chosen (account creation): a number in international form
 * from anywhere, or a national number of the organisation's country (`06…` in France).
 */
export function phoneWithoutCountry(telephone: string, defaultCountry: string): string | null {
  try {
    return /^\s*(\+|00)/.test(telephone) ? internationalPhoneOf(telephone) : phoneOf(telephone, defaultCountry);
  } catch {
    return null;
  }
}
