import { contract, type ItemState } from '@reelcart/contract/admin';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import type { Deps } from '../../platform/deps';
import { ApiError, staleVersion } from '../../platform/errors';
import { studioBySlug } from '../admin-catalogue';
import { recordAudit } from '../audit';
import { intakeItems, videos } from '../schema';
import { emptyCounts, intakeLookups } from './lookups';
import { publishItem } from './publish';
import { assess, auditItems, categoryIndex, lower } from './records';
import { type ItemEvent, transition } from './states';

/** The intake's batches and items: a batch, an item, its edit, the decisions and the publishing. */
export function intakeItemService(deps: Deps) {
  const { db } = deps;
  const { batchOf, itemOf, defaultsOf, countsByBatch, total, itemView } = intakeLookups(deps);
  return {
    intakeBatch: handles(contract.intakeBatch, async ({ params, query }) => {
      const studio = await studioBySlug(db, params.studio);
      const batch = await batchOf(studio, params.batch);
      const [rows, counts, cats] = await Promise.all([
        db
          .select({
            path: intakeItems.path,
            state: intakeItems.state,
            fields: intakeItems.fields,
            videoSlug: videos.slug,
            videoPublished: videos.published,
          })
          .from(intakeItems)
          .leftJoin(videos, eq(videos.id, intakeItems.videoId))
          .where(
            query.state
              ? and(eq(intakeItems.batchId, batch.id), eq(intakeItems.state, query.state))
              : eq(intakeItems.batchId, batch.id),
          )
          .orderBy(asc(intakeItems.line), asc(intakeItems.path)),
        countsByBatch([batch.id]),
        categoryIndex(db),
      ]);
      const c = counts.get(batch.id) ?? emptyCounts();
      return {
        studio: { _id: studio.id, slug: studio.slug, name: studio.name },
        batch: {
          slug: batch.slug,
          name: batch.name,
          createdAt: batch.createdAt.toISOString(),
          total: total(c),
          counts: c,
        },
        items: rows.map((r) => ({
          path: r.path,
          title: r.fields.title,
          state: r.state as ItemState,
          missing: assess(r.fields, cats),
          videoSlug: r.videoSlug ?? null,
          videoPublished: r.videoPublished ?? null,
        })),
      };
    }),
    intakeItem: handles(contract.intakeItem, async ({ params, query }) => {
      const studio = await studioBySlug(db, params.studio);
      const batch = await batchOf(studio, params.batch);
      return itemView(await itemOf(batch, query.path));
    }),
    intakeSaveItem: handles(contract.intakeSaveItem, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const studio = await studioBySlug(db, params.studio);
      const batch = await batchOf(studio, params.batch);
      const current = await itemOf(batch, body.path);
      const cats = await categoryIndex(db);
      const unknown = body.fields.categories.filter((c) => !cats.has(lower(c)));
      if (unknown.length)
        throw new ApiError(400, `Invalid categories: not in the catalogue: ${unknown.join(', ')}`, {
          field: 'fields.categories',
        });
      const complete = assess(body.fields, cats).length === 0;
      const next = transition(
        { state: current.state as ItemState, complete: false },
        { type: 'edit', complete },
      );
      if (!next.ok) throw new ApiError(409, next.reason, { code: 'INVALID_TRANSITION' });
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(intakeItems)
          .set({
            fields: body.fields,
            state: next.state,
            rejectReason: null,
            version: sql`${intakeItems.version} + 1`,
            ...(next.state !== current.state ? { stateSince: new Date() } : {}),
          })
          .where(and(eq(intakeItems.id, current.id), eq(intakeItems.version, body.version)))
          .returning({ id: intakeItems.id });
        if (!updated) {
          const [now] = await tx
            .select({ version: intakeItems.version })
            .from(intakeItems)
            .where(eq(intakeItems.id, current.id));
          throw staleVersion('item', now?.version ?? body.version);
        }
        await recordAudit(tx, actor, {
          entityType: 'intake_item',
          entityId: current.id,
          action: 'update',
          before: { ...current.fields, state: current.state },
          after: { ...body.fields, state: next.state },
        });
      });
      return itemView(await itemOf(batch, body.path), cats);
    }),
    intakeDecide: handles(contract.intakeDecide, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const studio = await studioBySlug(db, params.studio);
      const batch = await batchOf(studio, params.batch);
      const cats = await categoryIndex(db);
      const event: ItemEvent =
        body.action === 'approve' ? { type: 'approve' } : { type: 'reject', reason: body.reason };
      const results = [];
      for (const path of [...new Set(body.paths)]) {
        const [row] = await db
          .select()
          .from(intakeItems)
          .where(and(eq(intakeItems.batchId, batch.id), eq(intakeItems.path, path)));
        if (!row) {
          results.push({
            path,
            ok: false,
            state: 'new' as const,
            message: 'Item not found',
            videoSlug: null,
          });
          continue;
        }
        const from = row.state as ItemState;
        const next = transition(
          { state: from, complete: assess(row.fields, cats).length === 0 },
          event,
        );
        if (!next.ok) {
          results.push({ path, ok: false, state: from, message: next.reason, videoSlug: null });
          continue;
        }
        const done = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(intakeItems)
            .set({
              state: next.state,
              rejectReason: next.state === 'rejected' ? body.reason.trim() : null,
              version: sql`${intakeItems.version} + 1`,
              stateSince: new Date(),
            })
            .where(and(eq(intakeItems.id, row.id), eq(intakeItems.state, from)))
            .returning({ id: intakeItems.id });
          if (!updated) return false;
          await auditItems(tx, actor, [
            {
              id: row.id,
              action: body.action,
              changes: [
                { field: 'state', before: from, after: next.state },
                ...(next.state === 'rejected'
                  ? [{ field: 'rejectReason', before: row.rejectReason, after: body.reason.trim() }]
                  : []),
              ],
            },
          ]);
          return true;
        });
        results.push({
          path,
          ok: done,
          state: done ? next.state : from,
          message: done ? null : 'The item changed meanwhile: reload the queue.',
          videoSlug: null,
        });
      }
      return { results };
    }),
    intakePublish: handles(contract.intakePublish, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const studio = await studioBySlug(db, params.studio);
      const batch = await batchOf(studio, params.batch);
      const defaults = await defaultsOf(studio.id);
      const results = [];
      for (const path of [...new Set(body.paths)]) {
        results.push(await publishItem(db, batch, studio, path, defaults, body.createNew, actor));
      }
      return { results };
    }),
  };
}
