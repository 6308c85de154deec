/**
 * Not in the spec's call list: the back office's catalogue calls (issue 17). Admins only; the
 * bearer is always sent. Writes carry the record's `version` (decision 029): a stale one is a 409.
 * Money is in integer cents here. One file per group: the shared fields (`catalogue-fields.ts`),
 * the dashboard and search (`overview.ts`), videos and their products (`videos.ts`), products
 * across videos (`products.ts`), banners (`banners.ts`), and the studio, actress and category
 * records built from their fields (`entities.ts`).
 */

import { adminStudioCalls } from './entities';
import { adminOverviewCalls } from './overview';
import { adminVideoCalls } from './videos';

export * from './banners';
export {
  AuditChange,
  AuditEntry,
  AuditPage,
  AuditQuery,
  ImageUrl,
  Ref,
  SlugText,
} from './catalogue-fields';
export * from './entities';
export * from './overview';
export * from './products';
export * from './videos';

/** The dashboard, search and options, videos and their products, and studios (in this order). */
export const adminCatalogueCalls = {
  ...adminOverviewCalls,
  ...adminVideoCalls,
  ...adminStudioCalls,
} as const;
