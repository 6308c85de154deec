import { type AdminStudio, contract } from '@reelcart/sdk/contract';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { newId } from '../../platform/auth/tokens';
import type { Deps } from '../../platform/deps';
import { notFound, slugTaken, staleVersion } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { historyOf, recordAudit } from '../audit';
import {
  actresses,
  categories,
  categorySlugRedirects,
  studios,
  videoActresses,
  videoCategories,
  videos,
} from '../schema';
import { recordStudioRate, type StudioRow, studioBySlug, studioSnapshot } from './studios';

/** The back office's studios, actresses and categories (issue 17). */
export function adminCatalogueRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  async function adminStudio(row: StudioRow): Promise<AdminStudio> {
    const [list, history] = await Promise.all([
      db
        .select({ slug: videos.slug, title: videos.title, published: videos.published })
        .from(videos)
        .where(eq(videos.studioId, row.id))
        .orderBy(desc(videos.releaseDate), asc(videos.id))
        .limit(200),
      historyOf(db, 'studio', row.id),
    ]);
    return { ...studioSnapshot(row), _id: row.id, version: row.version, videos: list, history };
  }

  mount(app, deps, contract.adminGetStudio, async ({ params }) =>
    adminStudio(await studioBySlug(db, params.slug)),
  );

  mount(app, deps, contract.adminCreateStudio, async ({ body, auth }) => {
    const actor = auth as NonNullable<typeof auth>;
    const id = newId('std');
    await db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: studios.id })
        .from(studios)
        .where(eq(studios.slug, body.slug));
      if (clash) throw slugTaken('studio');
      await tx.insert(studios).values({ id, ...body, logoUrl: body.logoUrl || null });
      await recordStudioRate(tx, id, body.royaltyBps, deps.clock.now());
      await recordAudit(tx, actor, {
        entityType: 'studio',
        entityId: id,
        action: 'create',
        before: null,
        after: { ...body },
      });
    });
    return adminStudio(await studioBySlug(db, body.slug));
  });

  mount(app, deps, contract.adminUpdateStudio, async ({ body, auth, params }) => {
    const actor = auth as NonNullable<typeof auth>;
    const current = await studioBySlug(db, params.slug);
    const { version, ...input } = body;
    await db.transaction(async (tx) => {
      if (input.slug !== current.slug) {
        const [clash] = await tx
          .select({ id: studios.id })
          .from(studios)
          .where(and(eq(studios.slug, input.slug), ne(studios.id, current.id)));
        if (clash) throw slugTaken('studio');
      }
      const values = { ...input, logoUrl: input.logoUrl || null };
      const [updated] = await tx
        .update(studios)
        .set({ ...values, version: sql`${studios.version} + 1` })
        .where(and(eq(studios.id, current.id), eq(studios.version, version)))
        .returning({ version: studios.version });
      if (!updated) {
        const [now] = await tx
          .select({ version: studios.version })
          .from(studios)
          .where(eq(studios.id, current.id));
        throw staleVersion('studio', now?.version ?? version);
      }
      if (input.royaltyBps !== current.royaltyBps)
        await recordStudioRate(tx, current.id, input.royaltyBps, deps.clock.now());
      await recordAudit(tx, actor, {
        entityType: 'studio',
        entityId: current.id,
        action: 'update',
        before: { ...studioSnapshot(current) },
        after: { ...values },
      });
    });
    return adminStudio(await studioBySlug(db, input.slug));
  });

  type ActressRow = typeof actresses.$inferSelect;
  const actressSnapshot = (row: ActressRow) => ({
    name: row.name,
    slug: row.slug,
    description: row.description,
    photoUrl: row.photoUrl,
  });
  async function actressBySlug(slug: string | undefined): Promise<ActressRow> {
    const [row] = await db
      .select()
      .from(actresses)
      .where(eq(actresses.slug, slug ?? ''));
    if (!row) throw notFound('Actress not found');
    return row;
  }
  async function adminActress(row: ActressRow) {
    const [list, history] = await Promise.all([
      db
        .select({ slug: videos.slug, title: videos.title, published: videos.published })
        .from(videos)
        .innerJoin(videoActresses, eq(videoActresses.videoId, videos.id))
        .where(eq(videoActresses.actressId, row.id))
        .orderBy(desc(videos.releaseDate), asc(videos.id))
        .limit(200),
      historyOf(db, 'actress', row.id),
    ]);
    return { ...actressSnapshot(row), _id: row.id, version: row.version, videos: list, history };
  }

  mount(app, deps, contract.adminGetActress, async ({ params }) =>
    adminActress(await actressBySlug(params.slug)),
  );

  mount(app, deps, contract.adminCreateActress, async ({ body, auth }) => {
    const actor = auth as NonNullable<typeof auth>;
    const id = newId('act');
    await db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: actresses.id })
        .from(actresses)
        .where(eq(actresses.slug, body.slug));
      if (clash) throw slugTaken('actress');
      await tx.insert(actresses).values({ id, ...body, photoUrl: body.photoUrl || null });
      await recordAudit(tx, actor, {
        entityType: 'actress',
        entityId: id,
        action: 'create',
        before: null,
        after: { ...body },
      });
    });
    return adminActress(await actressBySlug(body.slug));
  });

  mount(app, deps, contract.adminUpdateActress, async ({ body, auth, params }) => {
    const actor = auth as NonNullable<typeof auth>;
    const current = await actressBySlug(params.slug);
    const { version, ...input } = body;
    await db.transaction(async (tx) => {
      if (input.slug !== current.slug) {
        const [clash] = await tx
          .select({ id: actresses.id })
          .from(actresses)
          .where(and(eq(actresses.slug, input.slug), ne(actresses.id, current.id)));
        if (clash) throw slugTaken('actress');
      }
      const values = { ...input, photoUrl: input.photoUrl || null };
      const [updated] = await tx
        .update(actresses)
        .set({ ...values, version: sql`${actresses.version} + 1` })
        .where(and(eq(actresses.id, current.id), eq(actresses.version, version)))
        .returning({ version: actresses.version });
      if (!updated) {
        const [now] = await tx
          .select({ version: actresses.version })
          .from(actresses)
          .where(eq(actresses.id, current.id));
        throw staleVersion('actress', now?.version ?? version);
      }
      await recordAudit(tx, actor, {
        entityType: 'actress',
        entityId: current.id,
        action: 'update',
        before: actressSnapshot(current),
        after: values,
      });
    });
    return adminActress(await actressBySlug(input.slug));
  });

  type CategoryRow = typeof categories.$inferSelect;
  const categorySnapshot = (row: CategoryRow) => ({
    name: row.name,
    slug: row.slug,
    description: row.description,
    position: row.position,
  });
  async function categoryBySlug(slug: string | undefined): Promise<CategoryRow> {
    const [row] = await db
      .select()
      .from(categories)
      .where(eq(categories.slug, slug ?? ''));
    if (!row) throw notFound('Category not found');
    return row;
  }
  async function adminCategory(row: CategoryRow) {
    const [list, history] = await Promise.all([
      db
        .select({ slug: videos.slug, title: videos.title, published: videos.published })
        .from(videos)
        .innerJoin(videoCategories, eq(videoCategories.videoId, videos.id))
        .where(eq(videoCategories.categoryId, row.id))
        .orderBy(desc(videos.releaseDate), asc(videos.id))
        .limit(200),
      historyOf(db, 'category', row.id),
    ]);
    return { ...categorySnapshot(row), _id: row.id, version: row.version, videos: list, history };
  }

  mount(app, deps, contract.adminGetCategory, async ({ params }) =>
    adminCategory(await categoryBySlug(params.slug)),
  );

  mount(app, deps, contract.adminCreateCategory, async ({ body, auth }) => {
    const actor = auth as NonNullable<typeof auth>;
    const id = newId('cat');
    await db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.slug, body.slug));
      if (clash) throw slugTaken('category');
      // A new category takes over a former slug: it stops redirecting.
      await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.oldSlug, body.slug));
      await tx.insert(categories).values({ id, ...body });
      await recordAudit(tx, actor, {
        entityType: 'category',
        entityId: id,
        action: 'create',
        before: null,
        after: { ...body },
      });
    });
    return adminCategory(await categoryBySlug(body.slug));
  });

  mount(app, deps, contract.adminUpdateCategory, async ({ body, auth, params }) => {
    const actor = auth as NonNullable<typeof auth>;
    const current = await categoryBySlug(params.slug);
    const { version, ...input } = body;
    await db.transaction(async (tx) => {
      if (input.slug !== current.slug) {
        const [clash] = await tx
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.slug, input.slug), ne(categories.id, current.id)));
        if (clash) throw slugTaken('category');
      }
      const [updated] = await tx
        .update(categories)
        .set({ ...input, version: sql`${categories.version} + 1` })
        .where(and(eq(categories.id, current.id), eq(categories.version, version)))
        .returning({ version: categories.version });
      if (!updated) {
        const [now] = await tx
          .select({ version: categories.version })
          .from(categories)
          .where(eq(categories.id, current.id));
        throw staleVersion('category', now?.version ?? version);
      }
      if (input.slug !== current.slug) {
        // The old slug keeps working on the public store: it redirects to the new one.
        await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.oldSlug, input.slug));
        await tx
          .insert(categorySlugRedirects)
          .values({ oldSlug: current.slug, categoryId: current.id })
          .onConflictDoUpdate({
            target: categorySlugRedirects.oldSlug,
            set: { categoryId: current.id },
          });
      }
      await recordAudit(tx, actor, {
        entityType: 'category',
        entityId: current.id,
        action: 'update',
        before: categorySnapshot(current),
        after: { ...input },
      });
    });
    return adminCategory(await categoryBySlug(input.slug));
  });
}
