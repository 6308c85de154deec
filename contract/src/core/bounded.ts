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

export const CONTROL_CHARACTER_MESSAGE = 'Remove control characters (such as NUL) from this text';

// One character class each: linear, whatever the input.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f]/g;

/** True when `value` holds a control character: C0 (U+0000–U+001F) or DEL; tab, LF and CR allowed when `multiline`. */
export const hasControlCharacter = (value: string, multiline = false): boolean =>
  (multiline ? CONTROL_BUT_LINES : CONTROL).test(value);

/**
 * `value` made to fit a bounded one-line field (for requests an SDK builds from what it was
 * given): control characters removed, then cut to at most `max` characters.
 */
export const fitString = (value: string, max: number): string =>
  value.replace(CONTROLS, '').slice(0, max);

/** `value` within [min, max], or undefined when it is not a finite number. */
export const fitNumber = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, value))
    : undefined;

const singleLine = z.refine<string>((value) => !hasControlCharacter(value), {
  message: CONTROL_CHARACTER_MESSAGE,
  abort: true,
});
const multiLine = z.refine<string>((value) => !hasControlCharacter(value, true), {
  message: CONTROL_CHARACTER_MESSAGE,
  abort: true,
});

/**
 * A request string of at most `max` characters, without control characters (see the module
 * comment). Marked free of side effects so that bundlers drop the schemas a bundle never uses
 * (zod's own builders are marked the same way).
 */
/* @__NO_SIDE_EFFECTS__ */
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
/* @__NO_SIDE_EFFECTS__ */
export function boundedInt(min = 0, max = INT4_MAX) {
  return z.number().check(z.int(), z.minimum(min), z.maximum(max));
}

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
/* @__NO_SIDE_EFFECTS__ */
export function isoDay(message = 'Use YYYY-MM-DD') {
  return boundedString(10, { pattern: /^\d{4}-\d{2}-\d{2}$/, message });
}

/** A calendar month as `YYYY-MM`. */
/* @__NO_SIDE_EFFECTS__ */
export function isoMonth(message = 'Use YYYY-MM') {
  return boundedString(7, { pattern: /^\d{4}-\d{2}$/, message });
}

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** A request e-mail address, trimmed, bounded, then checked against EMAIL_PATTERN. */
/* @__NO_SIDE_EFFECTS__ */
export function emailAddress(message = 'Invalid e-mail address') {
  return boundedString(EMAIL_MAX, { trim: true, min: 1, pattern: EMAIL_PATTERN, message });
}
