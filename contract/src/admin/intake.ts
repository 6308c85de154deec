import * as z from 'zod/mini';
import { boundedString, isoDay, RecordVersion } from '../core/bounded';
import { defineCall } from '../core/call';
import { AuditEntry, Ref } from './catalogue';

/**
 * Not in the spec's call list: studio intake (issue 19, decisions 039–041). Admins only. A studio
 * delivers batches from a manifest; each row becomes an item keyed by its normalised path inside
 * the batch; items move new → needs info → ready → approved / rejected → published. Money in cents.
 */

export const ItemState = z.enum([
  'new',
  'needs_info',
  'ready',
  'approved',
  'rejected',
  'published',
]);
export type ItemState = z.infer<typeof ItemState>;

const text = (max: number) => boundedString(max);
const name = boundedString(120, { trim: true, min: 1, tooShort: 'Empty name' });
const cents = z.nullable(
  z
    .number()
    .check(
      z.int('Whole cents only'),
      z.minimum(0, 'Not below 0'),
      z.maximum(10_000_000, 'At most 100000.00'),
    ),
);

/** Prices of the products a published item gets; null takes the studio's default. */
export const IntakePrices = z.object({
  sd: cents,
  hd: cents,
  fhd: cents,
  uhd: cents,
  rental: cents,
});
export type IntakePrices = z.infer<typeof IntakePrices>;

/**
 * An item's editable fields. Saving an incomplete item is allowed (it becomes "needs info"); what
 * is present must be valid. Performers, categories and series are names (categories may be slugs).
 */
export const IntakeFields = z.object({
  title: text(200),
  description: boundedString(5000, { multiline: true }),
  performers: z.array(name).check(z.maxLength(50, 'At most 50')),
  categories: z.array(name).check(z.maxLength(50, 'At most 50')),
  series: z.nullable(name),
  releaseDate: z.nullable(isoDay('A date as YYYY-MM-DD')),
  durationMinutes: z.nullable(
    z
      .number()
      .check(
        z.int('Whole minutes only'),
        z.minimum(1, 'At least 1 minute'),
        z.maximum(1000, 'At most 1000 minutes'),
      ),
  ),
  prices: IntakePrices,
});
export type IntakeFields = z.infer<typeof IntakeFields>;

export const ManifestFormat = z.enum(['csv', 'json']);
export const ManifestUpload = z.object({
  format: ManifestFormat,
  /** The manifest's text (at most 1 MB). */
  text: boundedString(1_000_000, { multiline: true, tooLong: 'A manifest is at most 1 MB' }),
});
export const ManifestImport = z.extend(ManifestUpload, {
  /** The batch's name; its slug is made from it. */
  name: boundedString(120, { trim: true, min: 1, tooShort: 'Enter a name' }),
});

export const ManifestProblem = z.object({ line: z.number(), reason: z.string() });
export const PreviewRow = z.object({
  line: z.number(),
  path: z.string(),
  title: z.string(),
  state: ItemState,
  missing: z.array(z.string()),
});
export const ManifestPreview = z.object({
  rows: z.array(PreviewRow),
  problems: z.array(ManifestProblem),
});
export type ManifestPreview = z.infer<typeof ManifestPreview>;

export const StateCounts = z.record(ItemState, z.number());
export type StateCounts = z.infer<typeof StateCounts>;

export const IntakeStudioRow = z.object({
  studio: Ref,
  openBatches: z.number(),
  counts: StateCounts,
  oldestWaiting: z.nullable(
    z.object({ batch: z.string(), path: z.string(), state: ItemState, since: z.string() }),
  ),
});
export const IntakeOverview = z.object({ studios: z.array(IntakeStudioRow) });
export type IntakeOverview = z.infer<typeof IntakeOverview>;

export const BatchSummary = z.object({
  slug: z.string(),
  name: z.string(),
  createdAt: z.string(),
  total: z.number(),
  counts: StateCounts,
});
export type BatchSummary = z.infer<typeof BatchSummary>;

export const IntakeStudio = z.object({
  studio: Ref,
  defaults: IntakePrices,
  batches: z.array(BatchSummary),
});
export type IntakeStudio = z.infer<typeof IntakeStudio>;

export const ItemRow = z.object({
  path: z.string(),
  title: z.string(),
  state: ItemState,
  missing: z.array(z.string()),
  videoSlug: z.nullable(z.string()),
  /** Whether the item's video is in the store; false after an admin unpublished it. */
  videoPublished: z.nullable(z.boolean()),
});
export type ItemRow = z.infer<typeof ItemRow>;

export const BatchQuery = z.object({ state: z.optional(ItemState) });
export const IntakeBatch = z.object({
  studio: Ref,
  batch: BatchSummary,
  items: z.array(ItemRow),
});
export type IntakeBatch = z.infer<typeof IntakeBatch>;

const ItemPath = boundedString(500, { min: 1, tooShort: 'Enter a path' });
export const ItemQuery = z.object({ path: ItemPath });

export const IntakeItem = z.object({
  path: z.string(),
  line: z.number(),
  state: ItemState,
  version: z.number(),
  fields: IntakeFields,
  missing: z.array(z.string()),
  rejectReason: z.nullable(z.string()),
  videoSlug: z.nullable(z.string()),
  /** Whether the item's video is in the store; false after an admin unpublished it. */
  videoPublished: z.nullable(z.boolean()),
  history: z.array(AuditEntry),
});
export type IntakeItem = z.infer<typeof IntakeItem>;

export const ItemSave = z.object({
  path: ItemPath,
  version: RecordVersion,
  fields: IntakeFields,
});
export type ItemSave = z.infer<typeof ItemSave>;

const Paths = z
  .array(ItemPath)
  .check(z.minLength(1, 'Choose at least one item'), z.maxLength(100, 'At most 100 at once'));
export const ItemDecision = z.object({
  paths: Paths,
  action: z.enum(['approve', 'reject']),
  reason: z._default(boundedString(500, { multiline: true }), ''),
});
export const ItemPublish = z.object({
  paths: Paths,
  /** Performers and series not in the catalogue yet are created only when this is true. */
  createNew: z._default(z.boolean(), false),
});
export const ItemOutcome = z.object({
  path: z.string(),
  ok: z.boolean(),
  state: ItemState,
  message: z.nullable(z.string()),
  videoSlug: z.nullable(z.string()),
});
export const ItemOutcomes = z.object({ results: z.array(ItemOutcome) });
export type ItemOutcomes = z.infer<typeof ItemOutcomes>;

export const intakeCalls = {
  intakeOverview: defineCall({
    method: 'GET',
    path: '/api/admin/intake',
    auth: 'required',
    access: 'admin',
    response: IntakeOverview,
  }),
  intakeStudio: defineCall({
    method: 'GET',
    path: '/api/admin/intake/{studio}',
    auth: 'required',
    access: 'admin',
    response: IntakeStudio,
  }),
  intakeSetDefaults: defineCall({
    method: 'PUT',
    path: '/api/admin/intake/{studio}/defaults',
    auth: 'required',
    access: 'admin',
    body: IntakePrices,
    response: IntakeStudio,
  }),
  intakePreview: defineCall({
    method: 'POST',
    path: '/api/admin/intake/{studio}/preview',
    auth: 'required',
    access: 'admin',
    body: ManifestUpload,
    response: ManifestPreview,
  }),
  intakeImport: defineCall({
    method: 'POST',
    path: '/api/admin/intake/{studio}/batches',
    auth: 'required',
    access: 'admin',
    body: ManifestImport,
    response: z.extend(ManifestPreview, { batch: z.string() }),
  }),
  intakeBatch: defineCall({
    method: 'GET',
    path: '/api/admin/intake/{studio}/{batch}',
    auth: 'required',
    access: 'admin',
    query: BatchQuery,
    response: IntakeBatch,
  }),
  intakeItem: defineCall({
    method: 'GET',
    path: '/api/admin/intake/{studio}/{batch}/item',
    auth: 'required',
    access: 'admin',
    query: ItemQuery,
    response: IntakeItem,
  }),
  intakeSaveItem: defineCall({
    method: 'PUT',
    path: '/api/admin/intake/{studio}/{batch}/item',
    auth: 'required',
    access: 'admin',
    body: ItemSave,
    response: IntakeItem,
  }),
  intakeDecide: defineCall({
    method: 'POST',
    path: '/api/admin/intake/{studio}/{batch}/decisions',
    auth: 'required',
    access: 'admin',
    body: ItemDecision,
    response: ItemOutcomes,
  }),
  intakePublish: defineCall({
    method: 'POST',
    path: '/api/admin/intake/{studio}/{batch}/publish',
    auth: 'required',
    access: 'admin',
    body: ItemPublish,
    response: ItemOutcomes,
  }),
} as const;
