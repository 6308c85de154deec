import type { CatalogueProduct, EntityRef, VideoSummary } from '@reelcart/contract/store';
import { sql } from 'drizzle-orm';
import { artUrl } from './art';

/*
 * A video as the public catalogue answers it, built by PostgreSQL as one JSON value (issue 34,
 * decision 112): the video's columns, its studio and series, its actresses and categories, and its
 * products on sale, each relation a correlated subquery. The rows must be aliased `v` and carry the
 * `videos` columns. What is left for TypeScript (`summaryOf`) is the artwork URLs, the prices in
 * currency units and the lowest of them.
 *
 * Orders: products own before rental, then by resolution (SD, HD, FHD, 4K), then by id — the order
 * `toVideoSummaries` sorts them in, with the id added where it left two alike in the database's
 * order. Actresses and categories by name, then id: before, they came in whatever order the
 * database read the link rows (decision 112).
 */

const ref = (alias: string) =>
  sql.raw(`json_build_object('_id', ${alias}.id, 'slug', ${alias}.slug, 'name', ${alias}.name)`);

export const videoJson = sql`json_build_object(
  '_id', v.id, 'slug', v.slug, 'title', v.title, 'dvdId', v.dvd_id, 'artworkUrl', v.artwork_url,
  'releaseDate', v.release_date, 'durationMinutes', v.duration_minutes, 'featured', v.featured,
  'studio', (select ${ref('s')} from studios s where s.id = v.studio_id),
  'series', (select ${ref('sr')} from series sr where sr.id = v.series_id),
  'actresses', (select coalesce(json_agg(${ref('a')} order by a.name, a.id), '[]'::json)
    from video_actresses va join actresses a on a.id = va.actress_id where va.video_id = v.id),
  'categories', (select coalesce(json_agg(${ref('c')} order by c.name, c.id), '[]'::json)
    from video_categories vc join categories c on c.id = vc.category_id where vc.video_id = v.id),
  'products', (select coalesce(json_agg(json_build_object('_id', p.id, 'orderType', p.order_type,
      'resolution', p.resolution, 'priceCents', p.price_cents, 'download', p.download,
      'stream', p.stream, 'rentalHours', p.rental_hours)
      order by p.order_type <> 'own',
        case p.resolution when 'SD' then 1 when 'HD' then 2 when 'FHD' then 3 when '4K' then 4 else 0 end,
        p.id), '[]'::json)
    from products p where p.video_id = v.id and p.enabled))`;

/** `videoJson` as the driver parses it. */
export interface VideoJson {
  _id: string;
  slug: string;
  title: string;
  dvdId: string | null;
  artworkUrl: string | null;
  releaseDate: string;
  durationMinutes: number;
  featured: boolean;
  studio: EntityRef | null;
  series: EntityRef | null;
  actresses: EntityRef[];
  categories: EntityRef[];
  products: Array<Omit<CatalogueProduct, 'price'> & { priceCents: number }>;
}

/** The contract's VideoSummary of one `videoJson`. */
export function summaryOf(v: VideoJson): VideoSummary {
  const products: CatalogueProduct[] = [];
  let fromPrice: number | null = null;
  for (const p of v.products) {
    const price = p.priceCents / 100;
    if (fromPrice === null || price < fromPrice) fromPrice = price;
    products.push({
      _id: p._id,
      orderType: p.orderType,
      resolution: p.resolution,
      price,
      download: p.download,
      stream: p.stream,
      rentalHours: p.rentalHours,
    });
  }
  return {
    _id: v._id,
    slug: v.slug,
    title: v.title,
    dvdId: v.dvdId,
    thumbnail: v.artworkUrl ?? artUrl('videos', v.slug, 'thumbnail'),
    cover: v.artworkUrl ?? artUrl('videos', v.slug, 'cover'),
    releaseDate: v.releaseDate,
    durationMinutes: v.durationMinutes,
    featured: v.featured,
    studio: v.studio,
    series: v.series,
    actresses: v.actresses,
    categories: v.categories,
    fromPrice,
    products,
  };
}
