import type { CatalogueEntity } from '@reelcart/contract/store';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { actresses, categories, series, studios, type videos } from '../schema';
import { type ArtKind, artUrl } from './art';

export type VideoRow = typeof videos.$inferSelect;
export type EntityKind = 'series' | 'studios' | 'actresses' | 'categories';

interface EntitySource {
  table: PgTable;
  id: AnyPgColumn;
  slug: AnyPgColumn;
  name: AnyPgColumn;
  description: AnyPgColumn;
  videoCount: SQL<number>;
  /** An uploaded image (studio logo, actress photo) used instead of the generated artwork. */
  imageUrl?: AnyPgColumn;
  /** Categories only: the admins' ordering (`sort=order`). */
  position?: AnyPgColumn;
  /** Videos of one entity, for filtering the video list by its slug. */
  videoFilter: (slug: string) => SQL;
  /** Series only: the studio behind it (id, slug, name), null when it has none. */
  studio?: { id: SQL<string | null>; slug: SQL<string | null>; name: SQL<string | null> };
}

/*
 * Correlated subqueries are written out with explicit aliases: Drizzle leaves column names
 * unqualified in single-table selects, and `"id"` inside a subquery would then bind to the
 * subquery's own table.
 */
export const ENTITY_SOURCES: Record<EntityKind, EntitySource> = {
  series: {
    table: series,
    id: series.id,
    slug: series.slug,
    name: series.name,
    description: series.description,
    videoCount: sql<number>`(select count(*) from videos as cv where cv.series_id = "series"."id")::int`,
    videoFilter: (slug) =>
      sql`"videos"."series_id" in (select fs.id from series as fs where fs.slug = ${slug})`,
    studio: {
      id: sql<string | null>`"series"."studio_id"`,
      slug: sql<
        string | null
      >`(select ss.slug from studios as ss where ss.id = "series"."studio_id")`,
      name: sql<
        string | null
      >`(select ss.name from studios as ss where ss.id = "series"."studio_id")`,
    },
  },
  studios: {
    table: studios,
    id: studios.id,
    slug: studios.slug,
    name: studios.name,
    description: studios.description,
    imageUrl: studios.logoUrl,
    videoCount: sql<number>`(select count(*) from videos as cv where cv.studio_id = "studios"."id")::int`,
    videoFilter: (slug) =>
      sql`"videos"."studio_id" in (select fs.id from studios as fs where fs.slug = ${slug})`,
  },
  actresses: {
    table: actresses,
    id: actresses.id,
    slug: actresses.slug,
    name: actresses.name,
    description: actresses.description,
    imageUrl: actresses.photoUrl,
    videoCount: sql<number>`(select count(*) from video_actresses as cva where cva.actress_id = "actresses"."id")::int`,
    videoFilter: (slug) =>
      sql`"videos"."id" in (select fva.video_id from video_actresses as fva join actresses as fa on fa.id = fva.actress_id where fa.slug = ${slug})`,
  },
  categories: {
    table: categories,
    id: categories.id,
    slug: categories.slug,
    name: categories.name,
    description: categories.description,
    position: categories.position,
    videoCount: sql<number>`(select count(*) from video_categories as cvc where cvc.category_id = "categories"."id")::int`,
    videoFilter: (slug) =>
      sql`"videos"."id" in (select fvc.video_id from video_categories as fvc join categories as fc on fc.id = fvc.category_id where fc.slug = ${slug})`,
  },
};

/** The columns an entity answer is built from (`toEntity`), for list, get and search alike. */
export function entityColumns(kind: EntityKind) {
  const source = ENTITY_SOURCES[kind];
  return {
    id: source.id,
    slug: source.slug,
    name: source.name,
    description: source.description,
    videoCount: source.videoCount,
    imageUrl: source.imageUrl ?? sql<string | null>`null`,
    ...(source.position ? { position: source.position } : {}),
    ...(source.studio
      ? {
          studioId: source.studio.id,
          studioSlug: source.studio.slug,
          studioName: source.studio.name,
        }
      : {}),
  };
}

export function toEntity(
  kind: EntityKind,
  row: {
    id: unknown;
    slug: unknown;
    name: unknown;
    description: unknown;
    videoCount: unknown;
    imageUrl?: unknown;
    position?: unknown;
    studioId?: string | null;
    studioSlug?: string | null;
    studioName?: string | null;
  },
): CatalogueEntity {
  const slug = String(row.slug);
  const entity: CatalogueEntity = {
    _id: String(row.id),
    slug,
    name: String(row.name),
    description: String(row.description),
    image: typeof row.imageUrl === 'string' ? row.imageUrl : artUrl(kind as ArtKind, slug, 'image'),
    videoCount: Number(row.videoCount),
  };
  if (typeof row.position === 'number') entity.position = row.position;
  if (ENTITY_SOURCES[kind].studio) {
    entity.studio =
      row.studioId && row.studioSlug && row.studioName
        ? { _id: row.studioId, slug: row.studioSlug, name: row.studioName }
        : null;
  }
  return entity;
}

/** Escapes LIKE wildcards so a search for `50%` means the text. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
