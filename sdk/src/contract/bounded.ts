import * as z from 'zod/mini';

/**
 * Bounded inputs (docs/decisions/056). Every string a request carries is built here, so that:
 * - its maximum length is checked first and, when it fails, nothing else runs (zod runs later
 *   checks after a failed `maxLength` unless it aborts: a 1 MB string would reach the pattern);
 * - control characters (NUL and the rest of U+0000–U+001F, and DEL) are refused, except tab and
 *   line breaks in fields that hold several lines of text;
 * - any pattern runs last, on at most `max` characters, and is one that cannot backtrack badly
 *   (checked for every pattern of the contract by `bounded.test.ts`).
 */
export interface BoundedStringOptions {
  /** Minimum length after trimming (when `trim`), else of the value as sent. */
  min?: number;
  /** Trim surrounding whitespace before the minimum and the pattern are checked. */
  trim?: boolean;
  /** Allow tab, line feed and carriage return (text areas). */
  multiline?: boolean;
  /** Checked last, after the length bound; must be free of super-linear backtracking. */
  pattern?: RegExp;
  /** The message when the pattern does not match. */
  message?: string;
  /** The message when the value is longer than `max` (default: "At most {max} characters"). */
  tooLong?: string;
  /** The message when the value is shorter than `min`. */
  tooShort?: string;
}

export const CONTROL_CHARACTER_MESSAGE =
  'Remove control characters (such as NUL or other invisible codes) from this text';

/** True when `value` holds a control character: C0 (U+0000–U+001F) or DEL; tab, LF and CR allowed when `multiline`. */
export function hasControlCharacter(value: string, multiline = false): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code >= 0x20 && code !== 0x7f) continue;
    if (multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    return true;
  }
  return false;
}

/**
 * `value` made to fit a bounded one-line field (for requests an SDK builds from what it was
 * given): control characters removed, then cut to at most `max` characters (code points).
 */
export function fitString(value: string, max: number): string {
  let clean = '';
  for (const char of value) if (!hasControlCharacter(char)) clean += char;
  return Array.from(clean).slice(0, max).join('');
}

/** `value` within [min, max], or undefined when it is not a finite number. */
export function fitNumber(value: number | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return Math.min(max, Math.max(min, value));
}

const singleLine = z.refine<string>((value) => !hasControlCharacter(value), {
  message: CONTROL_CHARACTER_MESSAGE,
  abort: true,
});
const multiLine = z.refine<string>((value) => !hasControlCharacter(value, true), {
  message: CONTROL_CHARACTER_MESSAGE,
  abort: true,
});

/** A request string of at most `max` characters, without control characters (see the module comment). */
export function boundedString(max: number, options: BoundedStringOptions = {}) {
  const checks: z.core.$ZodCheck<string>[] = [
    z.maxLength(max, { abort: true, error: options.tooLong ?? `At most ${max} characters` }),
    options.multiline ? multiLine : singleLine,
  ];
  if (options.trim) checks.push(z.trim());
  if (options.min !== undefined) checks.push(z.minLength(options.min, options.tooShort));
  if (options.pattern) checks.push(z.regex(options.pattern, options.message));
  return z.string().check(...checks);
}

/** The largest value of PostgreSQL's `integer` (int4): versions, counts, cents, positions. */
export const INT4_MAX = 2_147_483_647;

/** A request integer within [min, max] (defaults: 0 to the database's int4 maximum). */
export const boundedInt = (min = 0, max = INT4_MAX) =>
  z.number().check(z.int(), z.minimum(min), z.maximum(max));

/**
 * An e-mail address: something without spaces, `@`, then two or more dot-separated labels, the
 * last of two or more characters. Each label excludes the dot, so there is one way to split the
 * domain: matching is linear (the former `[^\s@]+\.[^\s@]+` backtracked quadratically on
 * `a@` followed by many dots).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** The version a write carries (decision 029): 1 or more, within the database's int4. */
export const RecordVersion = z
  .number()
  .check(z.int(), z.minimum(1, 'Invalid version'), z.maximum(INT4_MAX, 'Invalid version'));

/** A calendar day as `YYYY-MM-DD` (UTC). */
export const isoDay = (message = 'Use YYYY-MM-DD') =>
  boundedString(10, { pattern: /^\d{4}-\d{2}-\d{2}$/, message });

/** A calendar month as `YYYY-MM`. */
export const isoMonth = (message = 'Use YYYY-MM') =>
  boundedString(7, { pattern: /^\d{4}-\d{2}$/, message });

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** A request e-mail address, trimmed, bounded, then checked against EMAIL_PATTERN. */
export const emailAddress = (message = 'Invalid e-mail address') =>
  boundedString(EMAIL_MAX, { trim: true, min: 1, pattern: EMAIL_PATTERN, message });
