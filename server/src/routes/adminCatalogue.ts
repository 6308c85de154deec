import {
  type AdminProduct,
  type AdminStudio,
  type AdminVideo,
  contract,
  type ProductInput,
  type StudioInput,
  type VideoInput,
} from '@reelcart/sdk/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { newId } from '../auth/tokens';
import {
  actresses,
  affiliatePayouts,
  auditLog,
  categories,
  categorySlugRedirects,
  contactMessages,
  contentReports,
  intakeItems,
  orderItems,
  orders,
  products,
  royaltyRates,
  series,
  studios,
  users,
  videoActresses,
  videoCategories,
  videoSlugRedirects,
  videos,
} from '../db/schema';
import type { AppEnv, Deps } from '../http/context';
import { ApiError, notFound, staleVersion } from '../http/errors';
import { mount } from '../http/route';
import { historyOf, recordAudit, toAuditEntry } from '../services/audit';
import type { Executor } from '../services/cartView';
import { ENTITY_SOURCES, likePattern } from '../services/catalogue';
import { WAITING_STATES } from '../services/intake/states';
import { formatOrderNumber } from '../services/orders';

type VideoRow = typeof videos.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type StudioRow = typeof studios.$inferSelect;

const slugTaken = (what: string) =>
  new ApiError(409, `That slug is already used by another ${what}: choose another.`, {
    code: 'SLUG_TAKEN',
    field: 'slug',
  });

/** A video's editable fields, as the audit log compares them. */
async function videoSnapshot(db: Executor, row: VideoRow): Promise<VideoInput> {
  const [acts, cats] = await Promise.all([
    db
      .select({ id: videoActresses.actressId })
      .from(videoActresses)
      .where(eq(videoActresses.videoId, row.id)),
    db
      .select({ id: videoCategories.categoryId })
      .from(videoCategories)
      .where(eq(videoCategories.videoId, row.id)),
  ]);
  return {
    title: row.title,
    slug: row.slug,
    description: row.description,
    dvdId: row.dvdId,
    releaseDate: row.releaseDate,
    durationMinutes: row.durationMinutes,
    studioId: row.studioId,
    seriesId: row.seriesId,
    actressIds: acts.map((a) => a.id).sort(),
    categoryIds: cats.map((c) => c.id).sort(),
    artworkUrl: row.artworkUrl,
    published: row.published,
  };
}

function productSnapshot(row: ProductRow): ProductInput {
  return {
    orderType: row.orderType as ProductInput['orderType'],
    resolution: row.resolution as ProductInput['resolution'],
    priceCents: row.priceCents,
    download: row.download,
    stream: row.stream,
    enabled: row.enabled,
    rentalHours: row.rentalHours,
  };
}

const toAdminProduct = (row: ProductRow): AdminProduct => ({
  ...productSnapshot(row),
  _id: row.id,
  version: row.version,
});

function studioSnapshot(row: StudioRow): StudioInput {
  return {
    name: row.name,
    slug: row.slug,
    description: row.description,
    logoUrl: row.logoUrl,
    royaltyBps: row.royaltyBps,
  };
}

/**
 * A studio's royalty rate set in the back office is the rate the manager's statements use: it is
 * appended to `royalty_rates` effective from today (UTC), so sales before today keep the rate they
 * were made at (decision 035). A second change on the same day corrects that day's row.
 */
async function recordStudioRate(tx: Executor, studioId: string, rateBp: number, nowMs: number) {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  await tx
    .insert(royaltyRates)
    .values({ id: `rr_${studioId}_${day}`, studioId, rateBp, effectiveFrom: day })
    .onConflictDoUpdate({
      target: [royaltyRates.studioId, royaltyRates.effectiveFrom],
      targetWhere: sql`video_id is null`,
      set: { rateBp },
    });
}

/** Rentals carry hours, owned copies none; one owned product per resolution, one rental per resolution. */
export function checkProduct(input: ProductInput): void {
  if (input.orderType === 'rental' && input.rentalHours === null)
    throw new ApiError(400, 'Invalid rentalHours: a rental needs its period in hours', {
      field: 'rentalHours',
    });
  if (input.orderType === 'own' && input.rentalHours !== null)
    throw new ApiError(400, 'Invalid rentalHours: only rentals have a period', {
      field: 'rentalHours',
    });
  if (!input.download && !input.stream)
    throw new ApiError(400, 'Invalid stream: a product offers download, streaming or both', {
      field: 'stream',
    });
}

export async function checkReferences(db: Executor, input: VideoInput): Promise<void> {
  const missing = async (
    field: string,
    table: typeof studios | typeof series | typeof actresses | typeof categories,
    ids: string[],
  ) => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, unique));
    if (found.length !== unique.length)
      throw new ApiError(400, `Invalid ${field}: unknown id`, { field });
  };
  await missing('studioId', studios, input.studioId ? [input.studioId] : []);
  await missing('seriesId', series, input.seriesId ? [input.seriesId] : []);
  await missing('actressIds', actresses, input.actressIds);
  await missing('categoryIds', categories, input.categoryIds);
}

export async function writeRelations(
  db: Executor,
  videoId: string,
  input: VideoInput,
): Promise<void> {
  await db.delete(videoActresses).where(eq(videoActresses.videoId, videoId));
  await db.delete(videoCategories).where(eq(videoCategories.videoId, videoId));
  const acts = [...new Set(input.actressIds)];
  const cats = [...new Set(input.categoryIds)];
  if (acts.length)
    await db.insert(videoActresses).values(acts.map((actressId) => ({ videoId, actressId })));
  if (cats.length)
    await db.insert(videoCategories).values(cats.map((categoryId) => ({ videoId, categoryId })));
}

export const videoColumns = (input: VideoInput) => ({
  title: input.title,
  slug: input.slug,
  description: input.description,
  dvdId: input.dvdId || null,
  releaseDate: input.releaseDate,
  durationMinutes: input.durationMinutes,
  studioId: input.studioId,
  seriesId: input.seriesId,
  artworkUrl: input.artworkUrl || null,
  published: input.published,
});

export function adminCatalogueRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  async function adminVideo(row: VideoRow): Promise<AdminVideo> {
    const productRows = await db
      .select()
      .from(products)
      .where(eq(products.videoId, row.id))
      .orderBy(asc(products.id));
    const [snapshot, [sales], history] = await Promise.all([
      videoSnapshot(db, row),
      db
        .select({
          units: sql<number>`count(*)::int`,
          revenueCents: sql<number>`coalesce(sum(${orderItems.priceCents}), 0)::int`,
          rentals: sql<number>`(count(*) filter (where ${orderItems.orderType} = 'rental'))::int`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orderItems.videoId, row.id), eq(orders.status, 'paid'))),
      // The video's own entries and its products'.
      historyOf(db, 'video', row.id, 50, {
        entityType: 'product',
        ids: productRows.map((p) => p.id),
      }),
    ]);
    const order = { SD: 1, HD: 2, FHD: 3, '4K': 4 } as Record<string, number>;
    productRows.sort(
      (a, b) =>
        a.orderType.localeCompare(b.orderType) ||
        (order[a.resolution] ?? 0) - (order[b.resolution] ?? 0),
    );
    return {
      ...snapshot,
      _id: row.id,
      version: row.version,
      products: productRows.map(toAdminProduct),
      sales: sales ?? { units: 0, revenueCents: 0, rentals: 0 },
      history,
    };
  }

  async function videoBySlug(slug: string | undefined): Promise<VideoRow> {
    const [row] = await db
      .select()
      .from(videos)
      .where(eq(videos.slug, slug ?? ''));
    if (!row) throw notFound('Video not found');
    return row;
  }

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

  mount(app, deps, contract.adminDashboard, async () => {
    const now = new Date();
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const dayKey = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const [byDay, [reports], [messages], [payouts], [intake], activity] = await Promise.all([
      db
        .select({
          date: dayKey,
          revenueCents: sql<number>`sum(${orders.totalCents})::int`,
          orders: sql<number>`count(*)::int`,
        })
        .from(orders)
        .where(and(eq(orders.status, 'paid'), gte(orders.paidAt, monthStart)))
        .groupBy(dayKey),
      db.select({ n: count() }).from(contentReports).where(eq(contentReports.status, 'open')),
      db
        .select({ n: count() })
        .from(contactMessages)
        .where(gte(contactMessages.createdAt, new Date(now.getTime() - 7 * 86_400_000))),
      db.select({ n: count() }).from(affiliatePayouts).where(eq(affiliatePayouts.status, 'open')),
      db
        .select({ n: count() })
        .from(intakeItems)
        .where(inArray(intakeItems.state, [...WAITING_STATES])),
      db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(10),
    ]);
    const figures = new Map(byDay.map((d) => [d.date, d]));
    const days = [];
    for (let d = new Date(monthStart); d <= dayStart; d = new Date(d.getTime() + 86_400_000)) {
      const date = d.toISOString().slice(0, 10);
      const f = figures.get(date);
      days.push({ date, revenueCents: f?.revenueCents ?? 0, orders: f?.orders ?? 0 });
    }
    const today = days[days.length - 1] ?? { revenueCents: 0, orders: 0 };
    return {
      today: { revenueCents: today.revenueCents, orders: today.orders },
      month: {
        revenueCents: days.reduce((s, d) => s + d.revenueCents, 0),
        orders: days.reduce((s, d) => s + d.orders, 0),
      },
      days,
      attention: [
        { key: 'reports', label: 'Open content reports', count: reports?.n ?? 0, href: null },
        {
          key: 'messages',
          label: 'Contact messages in the last 7 days',
          count: messages?.n ?? 0,
          href: null,
        },
        {
          key: 'payouts',
          label: 'Affiliate payouts awaiting payment',
          count: payouts?.n ?? 0,
          href: null,
        },
        {
          // A store page (the queue form lives on the main host, not under /admin).
          key: 'intake',
          label: 'Studio intake items waiting',
          count: intake?.n ?? 0,
          href: '/studiosconnect',
        },
      ],
      activity: activity.map(toAuditEntry),
    };
  });

  mount(app, deps, contract.adminAuditLog, async ({ query }) => {
    const filters: SQL[] = [];
    if (query.entityType) filters.push(eq(auditLog.entityType, query.entityType));
    if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    const n = total?.n ?? 0;
    return {
      items: rows.map(toAuditEntry),
      page: query.page,
      limit: query.limit,
      total: n,
      totalPages: Math.ceil(n / query.limit),
    };
  });

  mount(app, deps, contract.adminSearch, async ({ query }) => {
    const pattern = likePattern(query.q);
    const digits = query.q.replace(/^RC-?/i, '');
    const orderNumber = /^\d{1,9}$/.test(digits) ? Number(digits) : null;
    const [v, u, o, s] = await Promise.all([
      db
        .select({ slug: videos.slug, title: videos.title })
        .from(videos)
        .where(
          or(
            ilike(videos.title, pattern),
            ilike(videos.slug, pattern),
            ilike(videos.dvdId, pattern),
          ),
        )
        .orderBy(asc(videos.title))
        .limit(8),
      db
        .select({ _id: users.id, email: users.email })
        .from(users)
        .where(ilike(users.email, pattern))
        .orderBy(asc(users.email))
        .limit(8),
      orderNumber === null
        ? Promise.resolve([])
        : db
            .select({ number: orders.number, email: users.email })
            .from(orders)
            .innerJoin(users, eq(users.id, orders.userId))
            .where(eq(orders.number, orderNumber)),
      db
        .select({ _id: studios.id, slug: studios.slug, name: studios.name })
        .from(studios)
        .where(ilike(studios.name, pattern))
        .orderBy(asc(studios.name))
        .limit(8),
    ]);
    return {
      videos: v,
      users: u,
      orders: o.map((r) => ({ orderNumber: formatOrderNumber(r.number), email: r.email })),
      studios: s,
    };
  });

  mount(app, deps, contract.adminOptions, async () => {
    const refs = (t: typeof studios | typeof series | typeof actresses | typeof categories) =>
      db.select({ _id: t.id, slug: t.slug, name: t.name }).from(t).orderBy(asc(t.name));
    const [s, se, a, c] = await Promise.all([
      refs(studios),
      refs(series),
      refs(actresses),
      refs(categories),
    ]);
    return { studios: s, series: se, actresses: a, categories: c };
  });

  mount(app, deps, contract.adminListVideos, async ({ query }) => {
    const filters: SQL[] = [];
    if (query.q) {
      const pattern = likePattern(query.q);
      const text = or(
        ilike(videos.title, pattern),
        ilike(videos.slug, pattern),
        ilike(videos.dvdId, pattern),
      );
      if (text) filters.push(text);
    }
    if (query.studio) filters.push(ENTITY_SOURCES.studios.videoFilter(query.studio));
    if (query.series) filters.push(ENTITY_SOURCES.series.videoFilter(query.series));
    if (query.actress) filters.push(ENTITY_SOURCES.actresses.videoFilter(query.actress));
    if (query.category) filters.push(ENTITY_SOURCES.categories.videoFilter(query.category));
    if (query.status !== 'all') filters.push(eq(videos.published, query.status === 'published'));
    const where = filters.length ? and(...filters) : undefined;
    const studioName = sql<
      string | null
    >`(select ss.name from studios as ss where ss.id = "videos"."studio_id")`;
    const column = {
      title: videos.title,
      releaseDate: videos.releaseDate,
      createdAt: videos.createdAt,
      studio: studioName,
    }[query.sort];
    const direction = query.dir === 'asc' ? asc : desc;
    const found = await db
      .select({
        video: videos,
        studio: studioName,
        products: sql<number>`(select count(*)::int from products as cp where cp.video_id = "videos"."id")`,
        fromPriceCents: sql<
          number | null
        >`(select min(mp.price_cents)::int from products as mp where mp.video_id = "videos"."id" and mp.enabled)`,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(videos)
      .where(where)
      .orderBy(direction(column), asc(videos.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const n =
      found[0]?.total ?? (await db.select({ n: count() }).from(videos).where(where))[0]?.n ?? 0;
    return {
      items: found.map((r) => ({
        _id: r.video.id,
        slug: r.video.slug,
        title: r.video.title,
        dvdId: r.video.dvdId,
        studio: r.studio,
        releaseDate: r.video.releaseDate,
        published: r.video.published,
        products: r.products,
        fromPriceCents: r.fromPriceCents,
      })),
      page: query.page,
      limit: query.limit,
      total: n,
      totalPages: Math.ceil(n / query.limit),
    };
  });

  mount(app, deps, contract.adminGetVideo, async ({ params }) =>
    adminVideo(await videoBySlug(params.slug)),
  );

  mount(app, deps, contract.adminCreateVideo, async ({ body, auth }) => {
    const actor = auth as NonNullable<typeof auth>;
    await checkReferences(db, body);
    const id = newId('vid');
    await db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: videos.id })
        .from(videos)
        .where(eq(videos.slug, body.slug));
      if (clash) throw slugTaken('video');
      await tx.insert(videos).values({ id, ...videoColumns(body) });
      await tx.delete(videoSlugRedirects).where(eq(videoSlugRedirects.oldSlug, body.slug));
      await writeRelations(tx, id, body);
      await recordAudit(tx, actor, {
        entityType: 'video',
        entityId: id,
        action: 'create',
        before: null,
        after: { ...body },
      });
    });
    return adminVideo(await videoBySlug(body.slug));
  });

  mount(app, deps, contract.adminUpdateVideo, async ({ body, auth, params }) => {
    const actor = auth as NonNullable<typeof auth>;
    const current = await videoBySlug(params.slug);
    const { version, ...input } = body;
    await checkReferences(db, input);
    await db.transaction(async (tx) => {
      const before = await videoSnapshot(tx, current);
      if (input.slug !== current.slug) {
        const [clash] = await tx
          .select({ id: videos.id })
          .from(videos)
          .where(and(eq(videos.slug, input.slug), ne(videos.id, current.id)));
        if (clash) throw slugTaken('video');
      }
      const [updated] = await tx
        .update(videos)
        .set({ ...videoColumns(input), version: sql`${videos.version} + 1` })
        .where(and(eq(videos.id, current.id), eq(videos.version, version)))
        .returning({ version: videos.version });
      if (!updated) {
        const [now] = await tx
          .select({ version: videos.version })
          .from(videos)
          .where(eq(videos.id, current.id));
        throw staleVersion('video', now?.version ?? version);
      }
      if (input.slug !== current.slug) {
        // The old slug keeps working on the public store: it redirects to the new one.
        await tx.delete(videoSlugRedirects).where(eq(videoSlugRedirects.oldSlug, input.slug));
        await tx
          .insert(videoSlugRedirects)
          .values({ oldSlug: current.slug, videoId: current.id })
          .onConflictDoUpdate({ target: videoSlugRedirects.oldSlug, set: { videoId: current.id } });
      }
      await writeRelations(tx, current.id, input);
      await recordAudit(tx, actor, {
        entityType: 'video',
        entityId: current.id,
        action: 'update',
        before: { ...before },
        after: { ...input, dvdId: input.dvdId || null, artworkUrl: input.artworkUrl || null },
      });
    });
    return adminVideo(await videoBySlug(input.slug));
  });

  mount(app, deps, contract.adminPublishVideos, async ({ body, auth }) => {
    const actor = auth as NonNullable<typeof auth>;
    return db.transaction(async (tx) => {
      const changed = await tx
        .update(videos)
        .set({ published: body.published, version: sql`${videos.version} + 1` })
        .where(and(inArray(videos.slug, body.slugs), ne(videos.published, body.published)))
        .returning({ id: videos.id });
      for (const { id } of changed) {
        await recordAudit(tx, actor, {
          entityType: 'video',
          entityId: id,
          action: body.published ? 'publish' : 'unpublish',
          before: { published: !body.published },
          after: { published: body.published },
        });
      }
      return { updated: changed.length };
    });
  });

  mount(app, deps, contract.adminCreateProduct, async ({ body, auth, params }) => {
    const actor = auth as NonNullable<typeof auth>;
    checkProduct(body);
    const video = await videoBySlug(params.slug);
    const id = newId('prd');
    await db.transaction(async (tx) => {
      const [same] = await tx
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.videoId, video.id),
            eq(products.orderType, body.orderType),
            eq(products.resolution, body.resolution),
          ),
        );
      if (same)
        throw new ApiError(
          409,
          `This video already has a ${body.orderType} product at ${body.resolution}.`,
          {
            code: 'DUPLICATE_PRODUCT',
            field: 'resolution',
          },
        );
      await tx.insert(products).values({ id, videoId: video.id, ...body });
      await recordAudit(tx, actor, {
        entityType: 'product',
        entityId: id,
        action: 'create',
        before: null,
        after: { videoId: video.id, ...body },
      });
    });
    const [row] = await db.select().from(products).where(eq(products.id, id));
    if (!row) throw notFound('Product not found');
    return toAdminProduct(row);
  });

  mount(app, deps, contract.adminUpdateProduct, async ({ body, auth, params }) => {
    const actor = auth as NonNullable<typeof auth>;
    const { version, ...input } = body;
    checkProduct(input);
    const [current] = await db
      .select()
      .from(products)
      .where(eq(products.id, params.id ?? ''));
    if (!current) throw notFound('Product not found');
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(products)
        .set({ ...input, version: sql`${products.version} + 1` })
        .where(and(eq(products.id, current.id), eq(products.version, version)))
        .returning();
      if (!updated) {
        const [now] = await tx
          .select({ version: products.version })
          .from(products)
          .where(eq(products.id, current.id));
        throw staleVersion('product', now?.version ?? version);
      }
      await recordAudit(tx, actor, {
        entityType: 'product',
        entityId: current.id,
        action: 'update',
        before: { ...productSnapshot(current) },
        after: { ...input },
      });
      return toAdminProduct(updated);
    });
  });

  async function studioBySlug(slug: string | undefined): Promise<StudioRow> {
    const [row] = await db
      .select()
      .from(studios)
      .where(eq(studios.slug, slug ?? ''));
    if (!row) throw notFound('Studio not found');
    return row;
  }

  mount(app, deps, contract.adminGetStudio, async ({ params }) =>
    adminStudio(await studioBySlug(params.slug)),
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
    return adminStudio(await studioBySlug(body.slug));
  });

  mount(app, deps, contract.adminUpdateStudio, async ({ body, auth, params }) => {
    const actor = auth as NonNullable<typeof auth>;
    const current = await studioBySlug(params.slug);
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
    return adminStudio(await studioBySlug(input.slug));
  });

  mount(app, deps, contract.adminListProducts, async ({ query }) => {
    const filters: SQL[] = [];
    if (query.q) {
      const pattern = likePattern(query.q);
      const text = or(ilike(videos.title, pattern), ilike(videos.slug, pattern));
      if (text) filters.push(text);
    }
    if (query.orderType) filters.push(eq(products.orderType, query.orderType));
    if (query.resolution) filters.push(eq(products.resolution, query.resolution));
    if (query.enabled) filters.push(eq(products.enabled, query.enabled === 'true'));
    const where = filters.length ? and(...filters) : undefined;
    const direction = query.dir === 'asc' ? asc : desc;
    const order =
      query.sort === 'price'
        ? [direction(products.priceCents), asc(products.id)]
        : [
            direction(videos.title),
            asc(products.orderType),
            asc(products.resolution),
            asc(products.id),
          ];
    const found = await db
      .select({
        product: products,
        video: { slug: videos.slug, title: videos.title },
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(products)
      .innerJoin(videos, eq(videos.id, products.videoId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const n =
      found[0]?.total ??
      (
        await db
          .select({ n: count() })
          .from(products)
          .innerJoin(videos, eq(videos.id, products.videoId))
          .where(where)
      )[0]?.n ??
      0;
    return {
      items: found.map((r) => ({ ...toAdminProduct(r.product), video: r.video })),
      page: query.page,
      limit: query.limit,
      total: n,
      totalPages: Math.ceil(n / query.limit),
    };
  });

  mount(app, deps, contract.adminBulkPrice, async ({ body, auth }) => {
    const actor = auth as NonNullable<typeof auth>;
    const ids = [...new Set(body.items.map((i) => i.id))];
    const priced = (cents: number) =>
      Math.max(
        0,
        Math.min(
          10_000_000,
          body.mode === 'percent'
            ? Math.round((cents * (100 + body.amount)) / 100)
            : cents + body.amount,
        ),
      );
    return db.transaction(async (tx) => {
      const rows = await tx
        .select({ product: products, title: videos.title })
        .from(products)
        .innerJoin(videos, eq(videos.id, products.videoId))
        .where(inArray(products.id, ids));
      if (rows.length !== ids.length)
        throw new ApiError(400, 'Invalid items: unknown product id', { field: 'items' });
      const items = rows.map(({ product, title }) => ({
        id: product.id,
        video: title,
        name: `${product.orderType === 'own' ? 'Own' : 'Rental'} ${product.resolution}`,
        beforeCents: product.priceCents,
        afterCents: priced(product.priceCents),
      }));
      if (!body.apply) return { applied: false, items };
      for (const item of body.items) {
        const row = rows.find((r) => r.product.id === item.id)?.product;
        const after = items.find((i) => i.id === item.id)?.afterCents;
        if (!row || after === undefined) continue;
        const [updated] = await tx
          .update(products)
          .set({ priceCents: after, version: sql`${products.version} + 1` })
          .where(and(eq(products.id, item.id), eq(products.version, item.version)))
          .returning({ id: products.id });
        // All or nothing: one stale product rolls the whole change back.
        if (!updated) throw staleVersion('product', row.version);
        await recordAudit(tx, actor, {
          entityType: 'product',
          entityId: item.id,
          action: 'update',
          before: { priceCents: row.priceCents },
          after: { priceCents: after },
        });
      }
      return { applied: true, items };
    });
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
