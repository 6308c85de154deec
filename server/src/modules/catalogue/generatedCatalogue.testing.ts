import fc from 'fast-check';
import type { Database } from '../../platform/db/database';
import { emptyPaidOrder } from '../../testing/orders';
import {
  actresses,
  categories,
  ownedProducts,
  products,
  series,
  studios,
  videoActresses,
  videoCategories,
  videoSlugRedirects,
  videos,
} from '../schema';

/*
 * Generated catalogues for the catalogue reads' property tests (issue 34, decision 112): studios,
 * series with or without a studio, actresses and categories, videos published or not, with or
 * without a studio, a series, actresses, categories, a dvd id or uploaded artwork, products of
 * every kind enabled or disabled at prices that tie, sales (for the popular sort), and former slugs
 * — one naming an unpublished video, one another video's current slug. Every id and slug starts
 * with the catalogue's own prefix, so a search for it finds only its videos.
 */

const KINDS = [
  { kind: 'own_sd', orderType: 'own', resolution: 'SD' },
  { kind: 'own_hd', orderType: 'own', resolution: 'HD' },
  { kind: 'own_fhd', orderType: 'own', resolution: 'FHD' },
  { kind: 'own_4k', orderType: 'own', resolution: '4K' },
  { kind: 'rental', orderType: 'rental', resolution: 'HD' },
  { kind: 'rental_sd', orderType: 'rental', resolution: 'SD' },
] as const;

const name = fc.stringMatching(/^[a-z]{1,5}$/);
const index = fc.option(fc.nat(3), { nil: null });

const video = fc.record({
  /** Published three times in four. */
  published: fc.nat(3).map((n) => n > 0),
  studio: index,
  series: index,
  actresses: fc.uniqueArray(fc.nat(3), { maxLength: 3 }),
  categories: fc.uniqueArray(fc.nat(3), { maxLength: 3 }),
  title: fc.constantFrom('alpha', 'beta', 'Gamma', 'delta'),
  releaseDate: fc.constantFrom('2020-01-01', '2021-06-15', '2022-12-31'),
  featured: fc.boolean(),
  dvdId: fc.boolean(),
  artwork: fc.boolean(),
  // One product of a kind a video at most: `toVideoSummaries` left two alike in the database's order.
  products: fc.uniqueArray(
    fc.record({
      kind: fc.constantFrom(...KINDS),
      priceCents: fc.constantFrom(199, 499, 999),
      enabled: fc.boolean(),
      sold: fc.boolean(),
    }),
    { maxLength: 6, selector: (p) => p.kind.kind },
  ),
  formerSlug: fc.boolean(),
});

export const generatedCatalogue = fc.record({
  studios: fc.array(name, { minLength: 1, maxLength: 4 }),
  series: fc.array(fc.record({ name, studio: index }), { minLength: 1, maxLength: 4 }),
  actresses: fc.array(name, { minLength: 1, maxLength: 4 }),
  categories: fc.array(name, { minLength: 1, maxLength: 4 }),
  videos: fc.array(video, { minLength: 1, maxLength: 8 }),
  /** A former slug of the first video that is the second's current slug. */
  clash: fc.boolean(),
});
export type GeneratedCatalogue =
  typeof generatedCatalogue extends fc.Arbitrary<infer T> ? T : never;

/** What a written catalogue's slugs are, for the queries. */
export interface WrittenCatalogue {
  prefix: string;
  videoSlugs: string[];
  formerSlugs: string[];
  studioSlugs: string[];
  seriesSlugs: string[];
  actressSlugs: string[];
  categorySlugs: string[];
}

let written = 0;

/** Writes the catalogue under a fresh prefix; `buyer` is a user whose order carries the sales. */
export async function writeCatalogue(
  db: Database,
  c: GeneratedCatalogue,
  buyer: string,
): Promise<WrittenCatalogue> {
  written += 1;
  const prefix = `gen${written}x${Date.now().toString(36)}`;
  const rows = (kind: string, names: readonly string[]) =>
    names.map((n, i) => ({ id: `${prefix}_${kind}${i}`, slug: `${prefix}-${kind}${i}`, name: n }));
  const studioRows = rows('st', c.studios);
  const seriesRows = rows(
    'se',
    c.series.map((s) => s.name),
  ).map((r, i) => ({
    ...r,
    studioId: studioRows[c.series[i]?.studio ?? -1]?.id ?? null,
  }));
  const actressRows = rows('ac', c.actresses);
  const categoryRows = rows('ca', c.categories);
  if (studioRows.length) await db.insert(studios).values(studioRows);
  if (seriesRows.length) await db.insert(series).values(seriesRows);
  if (actressRows.length) await db.insert(actresses).values(actressRows);
  if (categoryRows.length) await db.insert(categories).values(categoryRows);
  const videoRows = c.videos.map((v, i) => ({
    id: `${prefix}_v${i}`,
    slug: `${prefix}-v${i}`,
    title: `${prefix} ${v.title}`,
    description: `About ${v.title} ${i}`,
    dvdId: v.dvdId ? `${prefix}-D${i}` : null,
    studioId: studioRows[v.studio ?? -1]?.id ?? null,
    seriesId: seriesRows[v.series ?? -1]?.id ?? null,
    releaseDate: v.releaseDate,
    durationMinutes: 30 + i,
    featured: v.featured,
    published: v.published,
    artworkUrl: v.artwork ? `https://cdn.example.test/${prefix}/${i}.jpg` : null,
  }));
  await db.insert(videos).values(videoRows);
  const links = <T>(pick: (v: GeneratedCatalogue['videos'][number]) => number[], to: T[]) =>
    c.videos.flatMap((v, i) =>
      pick(v).flatMap((k) => (to[k] ? [{ v: videoRows[i], to: to[k] }] : [])),
    );
  const acts = links((v) => v.actresses, actressRows);
  const cats = links((v) => v.categories, categoryRows);
  if (acts.length)
    await db
      .insert(videoActresses)
      .values(acts.map((l) => ({ videoId: l.v?.id ?? '', actressId: l.to.id })));
  if (cats.length)
    await db
      .insert(videoCategories)
      .values(cats.map((l) => ({ videoId: l.v?.id ?? '', categoryId: l.to.id })));
  const productRows = c.videos.flatMap((v, i) =>
    v.products.map((p, j) => ({
      id: `${prefix}_p${i}_${j}_${p.kind.kind}`,
      videoId: `${prefix}_v${i}`,
      orderType: p.kind.orderType,
      resolution: p.kind.resolution,
      priceCents: p.priceCents,
      download: j % 2 === 0,
      stream: true,
      rentalHours: p.kind.orderType === 'rental' ? 48 : null,
      enabled: p.enabled,
      sold: p.sold,
    })),
  );
  if (productRows.length) {
    await db.insert(products).values(productRows.map(({ sold: _, ...p }) => p));
  }
  const sold = productRows.filter((p) => p.sold);
  if (sold.length) {
    const orderId = await emptyPaidOrder(db, buyer);
    await db.insert(ownedProducts).values(
      sold.map((p) => ({
        userId: buyer,
        productId: p.id,
        orderId,
        videoId: p.videoId,
        orderType: p.orderType,
        resolution: p.resolution,
      })),
    );
  }
  const redirects = c.videos.flatMap((v, i) =>
    v.formerSlug ? [{ oldSlug: `${prefix}-old${i}`, videoId: `${prefix}_v${i}` }] : [],
  );
  if (c.clash && videoRows.length > 1) {
    redirects.push({ oldSlug: `${prefix}-v1`, videoId: `${prefix}_v0` });
  }
  if (redirects.length) await db.insert(videoSlugRedirects).values(redirects);
  return {
    prefix,
    videoSlugs: videoRows.map((v) => v.slug),
    formerSlugs: redirects.map((r) => r.oldSlug),
    studioSlugs: studioRows.map((r) => r.slug),
    seriesSlugs: seriesRows.map((r) => r.slug),
    actressSlugs: actressRows.map((r) => r.slug),
    categorySlugs: categoryRows.map((r) => r.slug),
  };
}
