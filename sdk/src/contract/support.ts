import * as v from 'valibot';
import { defineCall } from './call';

/** Not in the spec: the /contact and /report forms of the storefront post here. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (min: number, max: number) =>
  v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));

export const ContactRequest = v.object({
  name: text(1, 100),
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.regex(EMAIL, 'Invalid e-mail address')),
  subject: text(1, 150),
  message: text(10, 5000),
});
export type ContactRequest = v.InferOutput<typeof ContactRequest>;

export const ReportReason = v.picklist([
  'underage',
  'non-consensual',
  'copyright',
  'privacy',
  'illegal',
  'other',
]);
export type ReportReason = v.InferOutput<typeof ReportReason>;

export const ReportRequest = v.object({
  /** The page or video reported: an absolute http(s) address or a path on this store. */
  url: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1),
    v.maxLength(2000),
    v.regex(/^(https?:\/\/\S+|\/\S*)$/, 'Invalid address'),
  ),
  reason: ReportReason,
  details: text(10, 5000),
  email: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(254), v.regex(EMAIL, 'Invalid e-mail address')),
  ),
});
export type ReportRequest = v.InferOutput<typeof ReportRequest>;

/** The stored message's reference, to quote in a follow-up. */
export const SupportReceipt = v.object({ id: v.string(), receivedAt: v.string() });
export type SupportReceipt = v.InferOutput<typeof SupportReceipt>;

export const supportCalls = {
  contact: defineCall({
    method: 'POST',
    path: '/api/contact',
    auth: 'none',
    body: ContactRequest,
    response: SupportReceipt,
  }),
  report: defineCall({
    method: 'POST',
    path: '/api/report',
    auth: 'none',
    body: ReportRequest,
    response: SupportReceipt,
  }),
} as const;
