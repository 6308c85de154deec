import { contract, type ItemState } from '@reelcart/contract/admin';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AccessClaims } from '../../platform/auth/tokens';
import { newId } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import type { Deps } from '../../platform/deps';
import { ApiError } from '../../platform/errors';
import { studioBySlug } from '../admin-catalogue';
import { recordAudit } from '../audit';
import { intakeBatches, intakeDefaults, intakeItems, studios } from '../schema';
import { emptyCounts, intakeLookups } from './lookups';
import { auditItems, slugOf } from './records';
import { ITEM_STATES, WAITING_STATES } from './states';

/** The intake's studios: the overview, a studio's defaults, an import's preview and the import. */
export function intakeStudioService(deps: Deps) {
  const { db } = deps;
  const { defaultsOf, countsByBatch, isOpen, studioView, preview } = intakeLookups(deps);
  return {
    intakeOverview: handles(contract.intakeOverview, async () => {
      const batches = await db
        .select({
          id: intakeBatches.id,
          slug: intakeBatches.slug,
          studioId: intakeBatches.studioId,
        })
        .from(intakeBatches);
      const counts = await countsByBatch(batches.map((b) => b.id));
      const studioIds = [...new Set(batches.map((b) => b.studioId))];
      const studioRows = studioIds.length
        ? await db
            .select({ _id: studios.id, slug: studios.slug, name: studios.name })
            .from(studios)
            .where(inArray(studios.id, studioIds))
            .orderBy(asc(studios.name))
        : [];
      // Per studio, its longest-waiting item (one row per studio, not every waiting item).
      const oldest = await db
        .selectDistinctOn([intakeBatches.studioId], {
          studioId: intakeBatches.studioId,
          batch: intakeBatches.slug,
          path: intakeItems.path,
          state: intakeItems.state,
          since: intakeItems.stateSince,
        })
        .from(intakeItems)
        .innerJoin(intakeBatches, eq(intakeBatches.id, intakeItems.batchId))
        .where(inArray(intakeItems.state, [...WAITING_STATES]))
        .orderBy(asc(intakeBatches.studioId), asc(intakeItems.stateSince), asc(intakeItems.id));
      return {
        studios: studioRows.map((studio) => {
          const mine = batches.filter((b) => b.studioId === studio._id);
          const sum = emptyCounts();
          let open = 0;
          for (const b of mine) {
            const c = counts.get(b.id) ?? emptyCounts();
            for (const s of ITEM_STATES) sum[s] += c[s];
            if (isOpen(c)) open += 1;
          }
          const first = oldest.find((o) => o.studioId === studio._id);
          return {
            studio,
            openBatches: open,
            counts: sum,
            oldestWaiting: first
              ? {
                  batch: first.batch,
                  path: first.path,
                  state: first.state as ItemState,
                  since: first.since.toISOString(),
                }
              : null,
          };
        }),
      };
    }),
    intakeStudio: handles(contract.intakeStudio, async ({ params }) =>
      studioView(await studioBySlug(db, params.studio)),
    ),
    intakeSetDefaults: handles(contract.intakeSetDefaults, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const studio = await studioBySlug(db, params.studio);
      const before = await defaultsOf(studio.id);
      await db.transaction(async (tx) => {
        await tx
          .insert(intakeDefaults)
          .values({ studioId: studio.id, prices: body })
          .onConflictDoUpdate({
            target: intakeDefaults.studioId,
            set: { prices: body, updatedAt: new Date() },
          });
        await recordAudit(tx, actor, {
          entityType: 'studio',
          entityId: studio.id,
          action: 'update',
          before: { intakePrices: before },
          after: { intakePrices: body },
        });
      });
      return studioView(studio);
    }),
    intakePreview: handles(contract.intakePreview, async ({ params, body }) => {
      await studioBySlug(db, params.studio);
      const { rows, problems } = await preview(body.format, body.text);
      return { rows, problems };
    }),
    intakeImport: handles(contract.intakeImport, async ({ params, body, auth }) => {
      const actor = auth as AccessClaims;
      const studio = await studioBySlug(db, params.studio);
      const slug = slugOf(body.name);
      if (!slug) throw new ApiError(400, 'Invalid name: use letters or digits', { field: 'name' });
      const { parsed, rows, problems } = await preview(body.format, body.text);
      if (rows.length === 0)
        throw new ApiError(400, 'No valid rows: nothing was imported.', {
          code: 'NO_VALID_ROWS',
          field: 'text',
        });
      const batchId = newId('ibt');
      await db.transaction(async (tx) => {
        const [clash] = await tx
          .select({ id: intakeBatches.id })
          .from(intakeBatches)
          .where(and(eq(intakeBatches.studioId, studio.id), eq(intakeBatches.slug, slug)));
        if (clash)
          throw new ApiError(
            409,
            'That batch name is already used for this studio: choose another.',
            {
              code: 'SLUG_TAKEN',
              field: 'name',
            },
          );
        await tx
          .insert(intakeBatches)
          .values({ id: batchId, studioId: studio.id, slug, name: body.name, createdBy: actor.id });
        const items = parsed.rows.map((r, i) => ({
          id: newId('itm'),
          batchId,
          path: r.path,
          line: r.line,
          state: rows[i]?.state ?? 'new',
          fields: r.fields,
        }));
        for (let i = 0; i < items.length; i += 200)
          await tx.insert(intakeItems).values(items.slice(i, i + 200));
        await auditItems(
          tx,
          actor,
          items.map((it) => ({
            id: it.id,
            action: 'create',
            changes: [
              { field: 'path', before: null, after: it.path },
              { field: 'state', before: null, after: it.state },
            ],
          })),
        );
      });
      return { batch: slug, rows, problems };
    }),
  };
}
