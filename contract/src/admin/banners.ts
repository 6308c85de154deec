import * as z from 'zod/mini';
import { boundedString, RecordVersion } from '../core/bounded';
import { defineCall } from '../core/call';
import { Id } from '../core/common';
import { AuditEntry, ImageUrl, required, SiteOrHttpsUrl, text } from './catalogue-fields';

/** The back office's home-page banners: their records, the list, and their order. */

/** A moment as typed in a datetime-local field (UTC) or an ISO timestamp; null: no bound. */
const Moment = z.nullable(
  boundedString(40, {
    pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?$/,
    message: 'A date and time',
  }),
);

export const BannerInput = z.object({
  title: required('a title', 120),
  subtitle: text(300),
  /** A path on this site (e.g. /videos) or an https address. */
  linkUrl: SiteOrHttpsUrl,
  imageUrl: ImageUrl,
  startsAt: Moment,
  endsAt: Moment,
  active: z.boolean(),
});
export type BannerInput = z.infer<typeof BannerInput>;
export const BannerUpdate = z.extend(BannerInput, { version: RecordVersion });
export const AdminBanner = z.extend(BannerInput, {
  _id: Id,
  slug: z.string(),
  position: z.number(),
  version: z.number(),
  image: z.string(),
  /** Active and inside its schedule: on the home page now. */
  live: z.boolean(),
});
export type AdminBanner = z.infer<typeof AdminBanner>;
export const AdminBannerList = z.object({
  items: z.array(AdminBanner),
  history: z.array(AuditEntry),
});
export type AdminBannerList = z.infer<typeof AdminBannerList>;
export const BannerOrder = z.object({
  ids: z.array(Id).check(z.minLength(1, 'No banners'), z.maxLength(200, 'Too many banners')),
});

export const adminBannerCalls = {
  adminListBanners: defineCall({
    method: 'GET',
    path: '/api/admin/banners',
    auth: 'required',
    access: 'admin',
    response: AdminBannerList,
  }),
  adminCreateBanner: defineCall({
    method: 'POST',
    path: '/api/admin/banners',
    auth: 'required',
    access: 'admin',
    body: BannerInput,
    response: AdminBanner,
  }),
  adminUpdateBanner: defineCall({
    method: 'PUT',
    path: '/api/admin/banners/{id}',
    auth: 'required',
    access: 'admin',
    body: BannerUpdate,
    response: AdminBanner,
  }),
  adminOrderBanners: defineCall({
    method: 'PUT',
    path: '/api/admin/banners/order',
    auth: 'required',
    access: 'admin',
    body: BannerOrder,
    response: AdminBannerList,
  }),
} as const;
