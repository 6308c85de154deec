/**
 * Where the drop-in finds the API. In order: the element's own `api` attribute, the page's
 * `<meta name="reelcart-api" content="…">`, the origin the drop-in's script was loaded from (the
 * store that serves it, decision 090), else the page's origin (an empty value means the default
 * too). Relative values resolve against the page. Pure: the DOM reads are the caller's.
 */
export interface EmbedConfigSource {
  /** The element's `api` attribute, or null. */
  attribute: string | null;
  /** The `content` of `<meta name="reelcart-api">`, or null when there is none. */
  meta: string | null;
  /** The page's URL (`location.href`). */
  page: string;
  /** The URL the drop-in's module was loaded from (`import.meta.url`), when known. */
  script?: string | undefined;
}

export const API_META_NAME = 'reelcart-api';

/** The API base URL without a trailing slash, e.g. `https://shop.example.com`. */
export function resolveApiBase({ attribute, meta, page, script }: EmbedConfigSource): string {
  const given = attribute?.trim() || meta?.trim() || '';
  const url = new URL(given || '/', /^https?:/.test(script ?? '') ? script : page);
  const base = given ? url.href : url.origin;
  return base.replace(/\/+$/, '');
}

/** Reads the configuration of an element from the document it lives in. */
export function readApiBase(element: Element): string {
  const doc = element.ownerDocument;
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${API_META_NAME}"]`);
  return resolveApiBase({
    attribute: element.getAttribute('api'),
    meta: meta?.content ?? null,
    page: doc.location?.href ?? 'http://localhost/',
    // Empty in the CommonJS build (a bundler's copy): the page's origin then.
    script: import.meta.url,
  });
}
