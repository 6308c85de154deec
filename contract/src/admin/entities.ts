import * as z from 'zod/mini';
import { RecordVersion } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id } from '../core/common';
import { AuditEntry, ImageUrl, longText, required, SlugText } from './catalogue-fields';

/**
 * The catalogue's entities in the back office (issue 17): a studio, an actress, a category. Each
 * is its form's fields (`…Input`); the rest of its shape is the same for all three and built here
 * once — the update adds the `version` it was read at (decision 029), the record adds its id,
 * version, videos and history, and its calls are get, create and update at
 * `/api/admin/{plural}[/{slug}]`.
 */

/** An entity's videos, as its page lists them. */
const EntityVideos = z.array(
  z.object({ slug: z.string(), title: z.string(), published: z.boolean() }),
);

function catalogueEntity<const P extends string, I extends z.ZodMiniObject>(plural: P, input: I) {
  const update = z.extend(input, { version: RecordVersion });
  const record = z.extend(input, {
    _id: Id,
    version: z.number(),
    videos: EntityVideos,
    history: z.array(AuditEntry),
  });
  const one = `/api/admin/${plural}/{slug}` as const;
  return {
    update,
    record,
    get: defineCall({
      method: 'GET',
      path: one,
      auth: 'required',
      access: 'admin',
      response: record,
    }),
    create: defineCall({
      method: 'POST',
      path: `/api/admin/${plural}` as const,
      auth: 'required',
      access: 'admin',
      body: input,
      response: record,
    }),
    put: defineCall({
      method: 'PUT',
      path: one,
      auth: 'required',
      access: 'admin',
      body: update,
      response: record,
    }),
  };
}

export const StudioInput = z.object({
  name: required('a name', 200),
  slug: SlugText,
  description: longText(5000),
  logoUrl: ImageUrl,
  royaltyBps: z
    .number()
    .check(
      z.int('Whole basis points only'),
      z.minimum(0, 'Not below 0'),
      z.maximum(10_000, 'At most 10000 (100 %)'),
    ),
});
export type StudioInput = z.infer<typeof StudioInput>;
const studio = catalogueEntity('studios', StudioInput);
export const StudioUpdate = studio.update;
export type StudioUpdate = z.infer<typeof StudioUpdate>;
export const AdminStudio = studio.record;
export type AdminStudio = z.infer<typeof AdminStudio>;

export const ActressInput = z.object({
  name: required('a name', 200),
  slug: SlugText,
  /** The bio. */
  description: longText(5000),
  photoUrl: ImageUrl,
});
export type ActressInput = z.infer<typeof ActressInput>;
const actress = catalogueEntity('actresses', ActressInput);
export const ActressUpdate = actress.update;
export const AdminActress = actress.record;
export type AdminActress = z.infer<typeof AdminActress>;

export const CategoryInput = z.object({
  name: required('a name', 200),
  slug: SlugText,
  description: longText(5000),
  /** The store lists categories by this, lowest first (then by name). */
  position: z
    .number()
    .check(
      z.int('A whole number only'),
      z.minimum(0, 'Not below 0'),
      z.maximum(10_000, 'At most 10000'),
    ),
});
export type CategoryInput = z.infer<typeof CategoryInput>;
const category = catalogueEntity('categories', CategoryInput);
export const CategoryUpdate = category.update;
export type CategoryUpdate = z.infer<typeof CategoryUpdate>;
export const AdminCategory = category.record;
export type AdminCategory = z.infer<typeof AdminCategory>;

export const adminStudioCalls = {
  adminGetStudio: studio.get,
  adminCreateStudio: studio.create,
  adminUpdateStudio: studio.put,
} as const;

export const adminActressCalls = {
  adminGetActress: actress.get,
  adminCreateActress: actress.create,
  adminUpdateActress: actress.put,
} as const;

export const adminCategoryCalls = {
  adminGetCategory: category.get,
  adminCreateCategory: category.create,
  adminUpdateCategory: category.put,
} as const;
