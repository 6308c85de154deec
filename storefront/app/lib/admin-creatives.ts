import type { CreativeFigures } from '@reelcart/contract/admin';

/** The filters `/admin/creatives` keeps in its URL. */
export const CREATIVE_FILTERS = ['q', 'kind', 'active', 'days'] as const;
export const CREATIVE_PERIODS = [7, 30, 90, 365] as const;

export function creativeListQuery(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of CREATIVE_FILTERS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The standard banner sizes the server accepts (server/src/services/affiliate/creativeImages.ts). */
export const BANNER_SIZE_HINT =
  'PNG, JPEG, GIF or WebP, at most 150 KB, sized 728×90, 468×60, 300×250, 336×280, 160×600, 120×600, 300×600, 320×50, 250×250 or 970×90.';

/**
 * The creative form's body for `adminCreateCreative` / `adminUpdateCreative`, shared by the browser
 * and the action. The browser cannot read the file here: it passes a placeholder when one is
 * chosen (the schema only needs to know there is one); the action passes the file's base64.
 */
export function creativeFromForm(form: FormData, dataBase64?: string | null) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const file = form.get('image');
  const chosen = typeof File !== 'undefined' && file instanceof File && file.size > 0;
  const image =
    dataBase64 !== undefined
      ? dataBase64
        ? { dataBase64 }
        : null
      : chosen
        ? { dataBase64: 'chosen' }
        : null;
  const version = text('version');
  return {
    name: text('name'),
    kind: text('kind'),
    text: text('text'),
    landingPage: text('landingPage'),
    active: form.get('active') === 'on' || form.get('active') === 'true',
    image,
    ...(version ? { version: Number(version) } : {}),
  };
}

export const formatRate = (rate: number) => `${(rate * 100).toFixed(2)} %`;

export const figuresLabel = (f: CreativeFigures) =>
  `${f.clicks} clicks (${f.uniqueClicks} unique), ${f.conversions} sales, ${formatRate(f.conversionRate)}`;
