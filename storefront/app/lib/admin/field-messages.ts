import { fieldLabel, money } from '../platform/words';

/**
 * A failing field's message that says what to do (issue 33): "Enter a price of at least $0.01",
 * "Enter the duration in minutes" — never zod's "Invalid input". A schema's own message (the
 * contract's "Lower-case letters, digits and single hyphens only") is kept: it already does.
 */
export interface SchemaIssue {
  code?: string;
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  /** An `invalid_type` issue's expected type ("number" for "abc" or an empty number field). */
  expected?: string;
}

/** Units a number field is typed in, for "Enter the duration in minutes". */
const UNITS: Record<string, string> = {
  durationMinutes: 'in minutes',
  rentalHours: 'in hours',
  royaltyBps: 'in basis points (4500 is 45 %)',
  commissionBps: 'in basis points (2000 is 20 %)',
  percentOff: 'as a percentage, 1 to 100',
  position: 'as a whole number',
};

/** zod's own wording, which says what is wrong but not what to type. */
const GENERIC = /^(Invalid|Too (small|big)|expected|Required)/i;

function nounOf(field: string): string {
  const label = fieldLabel(field);
  return /^[aeiou]/.test(label) ? `an ${label}` : `a ${label}`;
}

export function fieldMessage(field: string, issue: SchemaIssue): string {
  // The contract says "A date as YYYY-MM-DD"; the form shows the browser's date picker.
  if (field === 'releaseDate') return 'Pick the release date from the calendar';
  if (!GENERIC.test(issue.message)) return issue.message;
  const label = fieldLabel(field);
  const isMoney = /Cents$/.test(field) || field === 'price';
  const amount = (n: number | bigint) => (isMoney ? money(Number(n)) : String(n));
  const notANumber =
    /received NaN|expected number/i.test(issue.message) ||
    (issue.code === 'invalid_type' && issue.expected === 'number');
  if (isMoney && (notANumber || issue.code === 'invalid_type'))
    return `Enter ${nounOf(field === 'price' ? 'priceCents' : field)} like 12.99`;
  if (notANumber) return `Enter the ${label} ${UNITS[field] ?? 'as a whole number'}`;
  if (issue.code === 'too_small' && issue.minimum !== undefined) {
    if (issue.origin === 'string')
      return Number(issue.minimum) <= 1
        ? `Enter the ${label}`
        : `Enter at least ${issue.minimum} characters`;
    if (issue.origin === 'array') return `Choose at least ${issue.minimum} ${label}`;
    return `Enter ${nounOf(field === 'price' ? 'priceCents' : field)} of at least ${amount(issue.minimum)}`;
  }
  if (issue.code === 'too_big' && issue.maximum !== undefined) {
    if (issue.origin === 'string') return `Use at most ${issue.maximum} characters`;
    if (issue.origin === 'array') return `Choose at most ${issue.maximum} ${label}`;
    return `Enter ${nounOf(field === 'price' ? 'priceCents' : field)} of at most ${amount(issue.maximum)}`;
  }
  if (issue.code === 'invalid_type' && /received (undefined|null)/.test(issue.message))
    return `Enter the ${label}`;
  return `Enter a valid ${label}`;
}
