import { createHash } from 'node:crypto';
import {
  type AdminCreative,
  type AdminCreativeInput,
  type AdminCreativeRow,
  type AdminCreativeSort,
  contract,
} from '@reelcart/contract/admin';
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { newId } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import type { Deps } from '../../platform/deps';
import { ApiError, notFound, staleVersion } from '../../platform/errors';
import { historyOf, recordAudit } from '../audit';
import { affiliateCreativeImages, affiliateCreatives } from '../schema';
import { creativeFigures, figuresOf, NO_FIGURES, periodStart } from './creativeFigures';
import { type CheckedImage, checkCreativeImage, decodeBase64, EXTENSIONS } from './creativeImages';
import { type CreativeRow, creativeImageUrl } from './imageUrl';

type Sort = AdminCreativeSort;

/** The SQL order: by name, or by kind then name (the default); ties by id the same way. */
function creativeOrder(sort: Sort, dir: 'asc' | 'desc') {
  const by = dir === 'asc' ? asc : desc;
  if (sort === 'name') return [by(affiliateCreatives.name), by(affiliateCreatives.id)];
  return [by(affiliateCreatives.kind), by(affiliateCreatives.name), by(affiliateCreatives.id)];
}

/**
 * The period's clicks or sales are figures, not columns: the whole filtered list (at most 500,
 * one response) is sorted by them here, ties by id the same way.
 */
function sortByFigures(items: AdminCreativeRow[], sort: Sort, dir: 'asc' | 'desc') {
  if (sort !== 'clicks' && sort !== 'sales') return items;
  const value = (r: AdminCreativeRow) =>
    sort === 'clicks' ? r.figures.clicks : r.figures.conversions;
  const sign = dir === 'asc' ? 1 : -1;
  return [...items].sort(
    (a, b) => sign * (value(a) - value(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  );
}

const IMAGE_FILE = /^([a-f0-9]{16})\.(png|jpg|gif|webp)$/;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
function snapshot(row: CreativeRow) {
  return {
    name: row.name,
    kind: row.kind,
    text: row.headline,
    landingPage: row.landingPage,
    active: row.active,
    imageUrl: row.imageUrl,
    width: row.width,
    height: row.height,
  };
}
function toRow(row: CreativeRow, figures = NO_FIGURES): AdminCreativeRow {
  return {
    id: row.id,
    kind: row.kind === 'text' ? 'text' : 'banner',
    name: row.name,
    text: row.headline,
    width: row.width,
    height: row.height,
    landingPage: row.landingPage,
    active: row.active,
    imageUrl: creativeImageUrl(row),
    uploaded: row.imageUrl !== null,
    version: row.version,
    figures,
  };
}
/** The checked upload of a body, or a 400 naming the `image` field. */
function checkedUpload(input: AdminCreativeInput): { image: CheckedImage; data: string } | null {
  if (!input.image) return null;
  const bytes = decodeBase64(input.image.dataBase64);
  if (!bytes) throw new ApiError(400, 'Invalid image: not a base64 file', { field: 'image' });
  const check = checkCreativeImage(bytes);
  if (!check.ok) throw new ApiError(400, `Invalid image: ${check.message}`, { field: 'image' });
  return { image: check.image, data: Buffer.from(bytes).toString('base64') };
}
type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];
/** Keeps the upload (one per creative) and points the creative at it; answers the new row. */
async function storeImage(
  tx: Tx,
  id: string,
  upload: { image: CheckedImage; data: string },
): Promise<CreativeRow> {
  const etag = createHash('sha256').update(upload.data).digest('hex').slice(0, 16);
  const values = {
    contentType: upload.image.contentType,
    dataBase64: upload.data,
    bytes: upload.image.bytes,
    width: upload.image.width,
    height: upload.image.height,
    etag,
    createdAt: new Date(),
  };
  await tx
    .insert(affiliateCreativeImages)
    .values({ creativeId: id, ...values })
    .onConflictDoUpdate({ target: affiliateCreativeImages.creativeId, set: values });
  const [row] = await tx
    .update(affiliateCreatives)
    .set({
      imageUrl: `/api/creatives/${id}/${etag}.${EXTENSIONS[upload.image.contentType]}`,
      width: upload.image.width,
      height: upload.image.height,
    })
    .where(eq(affiliateCreatives.id, id))
    .returning();
  if (!row) throw notFound('Creative not found');
  return row;
}

/** The calls `adminCreativeRoutes` mounts (admin.routes.ts), without HTTP. */
export function adminCreativeService(deps: Deps) {
  const { db } = deps;
  async function detail(id: string, days: number): Promise<AdminCreative> {
    const [row] = await db.select().from(affiliateCreatives).where(eq(affiliateCreatives.id, id));
    if (!row) throw notFound('Creative not found');
    const [file] = await db
      .select({
        contentType: affiliateCreativeImages.contentType,
        bytes: affiliateCreativeImages.bytes,
      })
      .from(affiliateCreativeImages)
      .where(eq(affiliateCreativeImages.creativeId, id));
    const figures = await creativeFigures(db, [id], periodStart(days));
    return {
      ...toRow(row, figures.get(id)),
      createdAt: row.createdAt.toISOString(),
      days,
      file: row.imageUrl && file ? file : null,
      history: await historyOf(db, 'creative', id, 50),
    };
  }
  return {
    /** A banner's image by its content-addressed file name (`<etag>.<ext>`); 404 otherwise. */
    creativeImage: async (creativeId: string, file: string) => {
      const match = IMAGE_FILE.exec(file);
      if (!match) throw new ApiError(404, 'Not found');
      const [image] = await db
        .select()
        .from(affiliateCreativeImages)
        .where(
          and(
            eq(affiliateCreativeImages.creativeId, creativeId),
            eq(affiliateCreativeImages.etag, match[1] as string),
          ),
        );
      if (!image) throw new ApiError(404, 'Not found');
      return image;
    },
    adminListCreatives: handles(contract.adminListCreatives, async ({ query }) => {
      const conditions = [
        query.kind ? eq(affiliateCreatives.kind, query.kind) : undefined,
        query.active ? eq(affiliateCreatives.active, query.active === 'true') : undefined,
        query.q?.trim()
          ? ilike(affiliateCreatives.name, `%${escapeLike(query.q.trim())}%`)
          : undefined,
      ];
      const rows = await db
        .select()
        .from(affiliateCreatives)
        .where(and(...conditions))
        .orderBy(...creativeOrder(query.sort, query.dir))
        .limit(500);
      const figures = await creativeFigures(
        db,
        rows.map((r) => r.id),
        periodStart(query.days),
      );
      const items = sortByFigures(
        rows.map((r) => toRow(r, figures.get(r.id))),
        query.sort,
        query.dir,
      );
      const sum = (f: (r: AdminCreativeRow) => number) => items.reduce((n, r) => n + f(r), 0);
      return {
        items,
        days: query.days,
        totals: figuresOf(
          sum((r) => r.figures.clicks),
          sum((r) => r.figures.uniqueClicks),
          sum((r) => r.figures.conversions),
        ),
      };
    }),
    adminGetCreative: handles(contract.adminGetCreative, async ({ params, query }) =>
      detail(params.id ?? '', query.days),
    ),
    adminCreateCreative: handles(contract.adminCreateCreative, async ({ body, auth }) => {
      const actor = auth as NonNullable<typeof auth>;
      if (body.kind === 'text' && body.image)
        throw new ApiError(400, 'Invalid image: a text link has no image', { field: 'image' });
      const upload = checkedUpload(body);
      if (body.kind === 'banner' && !upload)
        throw new ApiError(400, 'Invalid image: a banner needs an image', { field: 'image' });
      const id = newId('crt');
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(affiliateCreatives)
          .values({
            id,
            kind: body.kind,
            name: body.name,
            headline: body.text,
            landingPage: body.landingPage,
            active: body.active,
            width: upload?.image.width ?? null,
            height: upload?.image.height ?? null,
          })
          .returning();
        if (!row) throw new ApiError(500, 'An unexpected error occurred.');
        const saved = upload ? await storeImage(tx, id, upload) : row;
        await recordAudit(tx, actor, {
          entityType: 'creative',
          entityId: id,
          action: 'create',
          before: null,
          after: snapshot(saved),
        });
      });
      return detail(id, 30);
    }),
    adminUpdateCreative: handles(contract.adminUpdateCreative, async ({ body, auth, params }) => {
      const actor = auth as NonNullable<typeof auth>;
      const [current] = await db
        .select()
        .from(affiliateCreatives)
        .where(eq(affiliateCreatives.id, params.id ?? ''));
      if (!current) throw notFound('Creative not found');
      if (body.kind !== current.kind)
        throw new ApiError(400, 'Invalid kind: a creative keeps its kind; create a new one', {
          field: 'kind',
        });
      if (body.kind === 'text' && body.image)
        throw new ApiError(400, 'Invalid image: a text link has no image', { field: 'image' });
      const upload = checkedUpload(body);
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(affiliateCreatives)
          .set({
            name: body.name,
            headline: body.text,
            landingPage: body.landingPage,
            active: body.active,
            version: sql`${affiliateCreatives.version} + 1`,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(affiliateCreatives.id, current.id),
              eq(affiliateCreatives.version, body.version),
            ),
          )
          .returning();
        if (!updated) {
          const [now] = await tx
            .select({ version: affiliateCreatives.version })
            .from(affiliateCreatives)
            .where(eq(affiliateCreatives.id, current.id));
          throw staleVersion('creative', now?.version ?? body.version);
        }
        const saved = upload ? await storeImage(tx, current.id, upload) : updated;
        await recordAudit(tx, actor, {
          entityType: 'creative',
          entityId: current.id,
          action: 'update',
          before: snapshot(current),
          after: snapshot(saved),
        });
      });
      return detail(current.id, 30);
    }),
  };
}
