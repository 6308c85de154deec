import * as z from 'zod/mini';
import { boundedString } from '../core/bounded';
import { Id, queryInt } from '../core/common';

/**
 * What the back office's catalogue schemas share (issue 17): bounded text, slugs, image
 * addresses, the audit trail and a page of rows.
 */

export const text = (max: number) => boundedString(max);
/** Text of several lines (a description). */
export const longText = (max: number) => boundedString(max, { multiline: true });
export const required = (label: string, max: number) =>
  boundedString(max, { trim: true, min: 1, tooShort: `Enter ${label}` });

export const SlugText = boundedString(120, {
  trim: true,
  min: 1,
  tooShort: 'Enter a slug',
  pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message: 'Lower-case letters, digits and single hyphens only',
});

/** A path on this site (e.g. /videos) or an https address. */
export const SiteOrHttpsUrl = boundedString(500, {
  pattern: /^(\/[^\s]*|https:\/\/[^\s]+)$/,
  message: 'A path starting with / or an https:// address',
});

/** An image address: a path on this site or an https URL; empty/null uses the generated artwork. */
export const ImageUrl = z.nullable(SiteOrHttpsUrl);

export const AuditChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export const AuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actorEmail: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  action: z.string(),
  changes: z.array(AuditChange),
  /**
   * The names of the records the changes name by id (`std_03` → "Cedar Lane Studio"): studios,
   * series, actresses, categories and videos. Absent when none is named; a deleted record's id
   * has no name.
   */
  labels: z.optional(z.record(z.string(), z.string())),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    totalPages: z.number(),
  });

export const AuditQuery = z.object({
  page: queryInt(1, 10_000, 1),
  limit: queryInt(1, 100, 20),
  entityType: z.optional(text(40)),
  entityId: z.optional(text(200)),
});
export const AuditPage = pageOf(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;

export const Ref = z.object({ _id: Id, slug: z.string(), name: z.string() });
export type Ref = z.infer<typeof Ref>;
