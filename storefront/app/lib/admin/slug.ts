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
