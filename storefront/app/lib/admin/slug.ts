/** The longest slug the contract takes (`SlugText`). */
export const SLUG_MAX = 120;

/**
 * The slug a name suggests (issue 33): lower-case ASCII letters and digits, words joined by single
 * hyphens, accents dropped ("Émilie Côté" → "emilie-cote"), at most `SLUG_MAX` characters and never
 * ending in a hyphen. Empty when the name has no letter or digit. Always passes the contract's
 * `SlugText` rule when not empty.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/**
 * The slug field after the name changes from `before` to `after`: it follows the name while it is
 * empty or still the previous suggestion, and stays as it is once the user has typed their own.
 */
export function followName(slug: string, before: string, after: string): string {
  return slug === '' || slug === slugFromName(before) ? slugFromName(after) : slug;
}

/** The records whose forms check their slug as the admin types (the admin paths' plural). */
export const SLUG_KINDS = ['videos', 'actresses', 'categories', 'studios'] as const;
export type SlugKind = (typeof SLUG_KINDS)[number];

/** Who already has a slug: their name (a video's title), or null when it is free. */
export interface SlugCheck {
  kind: string;
  slug: string;
  takenBy: string | null;
}
