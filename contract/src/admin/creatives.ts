import * as z from 'zod/mini';
import { boundedString, RecordVersion } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id, queryInt } from '../core/common';
import { AuditEntry } from './catalogue';

/**
 * Not in the spec's call list: the back office's affiliate creatives (issue 18, decision 050).
 * Admins only. Banners carry an uploaded image (base64 in the JSON body; the server checks its
 * type by magic bytes, its size and its pixel dimensions); text links carry their link text.
 * Figures come from the tracking events that carry the creative's id.
 */

export const CreativeKind = z.enum(['banner', 'text']);
export type CreativeKind = z.infer<typeof CreativeKind>;

/** A path of the store (no scheme, no host, no query): where the creative's link lands. */
export const StorePath = boundedString(200, {
  trim: true,
  pattern: /^\/(?!\/)[A-Za-z0-9\-._~/%]*$/,
  message: 'A store path starting with /, like /videos',
}).check(
  z.refine(
    (p) => !/^\/(admin|api|affiliate|account|manager|studio)(\/|$)/.test(p),
    'A page of the store, not of the back office or the API',
  ),
);

const Flag = z.optional(z.enum(['true', 'false']));

/** The columns `/admin/creatives` sorts by (issue 33): name, kind, the period's clicks or sales. */
export const ADMIN_CREATIVE_SORTS = ['name', 'kind', 'clicks', 'sales'] as const;
export type AdminCreativeSort = (typeof ADMIN_CREATIVE_SORTS)[number];

export const AdminCreativeQuery = z.object({
  kind: z.optional(CreativeKind),
  active: Flag,
  /** Part of the name, any case. */
  q: z.optional(boundedString(200)),
  /** The figures' period: the last N days (today included). */
  days: queryInt(1, 365, 30),
  /** By kind (then name) unless the list asks otherwise; ties by id the same way. */
  sort: z._default(z.enum(ADMIN_CREATIVE_SORTS), 'kind'),
  dir: z._default(z.enum(['asc', 'desc']), 'asc'),
});
export type AdminCreativeQuery = z.input<typeof AdminCreativeQuery>;

export const CreativeFigures = z.object({
  clicks: z.number(),
  uniqueClicks: z.number(),
  /** Checkouts (sales) by visitors who came through the creative's link. */
  conversions: z.number(),
  /** conversions / unique clicks, 0 without clicks. */
  conversionRate: z.number(),
});
export type CreativeFigures = z.infer<typeof CreativeFigures>;

export const AdminCreativeRow = z.object({
  id: Id,
  kind: CreativeKind,
  name: z.string(),
  /** The link text (text links) or the image's alternative text (banners). */
  text: z.string(),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  landingPage: z.string(),
  active: z.boolean(),
  /** The uploaded image, else the generated artwork (banners); null for text links. */
  imageUrl: z.nullable(z.string()),
  uploaded: z.boolean(),
  version: z.number(),
  figures: CreativeFigures,
});
export type AdminCreativeRow = z.infer<typeof AdminCreativeRow>;

export const AdminCreativeList = z.object({
  items: z.array(AdminCreativeRow),
  days: z.number(),
  totals: CreativeFigures,
});
export type AdminCreativeList = z.infer<typeof AdminCreativeList>;

export const AdminCreative = z.extend(AdminCreativeRow, {
  createdAt: z.string(),
  days: z.number(),
  /** The upload's file facts (banners with an uploaded image). */
  file: z.nullable(z.object({ contentType: z.string(), bytes: z.number() })),
  history: z.array(AuditEntry),
});
export type AdminCreative = z.infer<typeof AdminCreative>;

/** An image file, base64 (no `data:` prefix); at most 150 KB decoded. */
export const CreativeUpload = z.object({
  dataBase64: boundedString(210_000, {
    min: 1,
    tooShort: 'Choose an image',
    tooLong: 'At most 150 KB',
  }),
});

export const AdminCreativeInput = z.object({
  name: boundedString(120, { trim: true, min: 1, tooShort: 'Enter a name' }),
  kind: CreativeKind,
  text: boundedString(200, { trim: true, min: 1, tooShort: 'Enter the text' }),
  landingPage: StorePath,
  active: z.boolean(),
  /** A banner's new image; null keeps the current one (a new banner needs one). */
  image: z.nullable(CreativeUpload),
});
export type AdminCreativeInput = z.infer<typeof AdminCreativeInput>;

export const AdminCreativeUpdate = z.extend(AdminCreativeInput, {
  version: RecordVersion,
});
export type AdminCreativeUpdate = z.infer<typeof AdminCreativeUpdate>;

export const AdminCreativeDetailQuery = z.object({ days: queryInt(1, 365, 30) });

export const adminCreativeCalls = {
  adminListCreatives: defineCall({
    method: 'GET',
    path: '/api/admin/creatives',
    auth: 'required',
    access: 'admin',
    query: AdminCreativeQuery,
    response: AdminCreativeList,
  }),
  adminGetCreative: defineCall({
    method: 'GET',
    path: '/api/admin/creatives/{id}',
    auth: 'required',
    access: 'admin',
    query: AdminCreativeDetailQuery,
    response: AdminCreative,
  }),
  adminCreateCreative: defineCall({
    method: 'POST',
    path: '/api/admin/creatives',
    auth: 'required',
    access: 'admin',
    body: AdminCreativeInput,
    response: AdminCreative,
  }),
  adminUpdateCreative: defineCall({
    method: 'PUT',
    path: '/api/admin/creatives/{id}',
    auth: 'required',
    access: 'admin',
    body: AdminCreativeUpdate,
    response: AdminCreative,
  }),
} as const;
