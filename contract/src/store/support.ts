import * as z from 'zod/mini';
import { boundedString, emailAddress } from '../core/bounded';
import { defineCall } from '../core/call';

/* Not in the spec: the /contact and /report forms of the storefront post here. */

/** Text as typed in the forms (several lines allowed), trimmed and bounded. */
const text = (min: number, max: number) => boundedString(max, { trim: true, min, multiline: true });

export const ContactRequest = z.object({
  name: text(1, 100),
  email: emailAddress(),
  subject: text(1, 150),
  message: text(10, 5000),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ReportReason = z.enum([
  'underage',
  'non-consensual',
  'copyright',
  'privacy',
  'illegal',
  'other',
]);
export type ReportReason = z.infer<typeof ReportReason>;

export const ReportRequest = z.object({
  /** The page or video reported: an absolute http(s) address or a path on this store. */
  url: boundedString(2000, {
    trim: true,
    min: 1,
    pattern: /^(https?:\/\/\S+|\/\S*)$/,
    message: 'Invalid address',
  }),
  reason: ReportReason,
  details: text(10, 5000),
  email: z.optional(emailAddress()),
});
export type ReportRequest = z.infer<typeof ReportRequest>;

/** The stored message's reference, to quote in a follow-up. */
export const SupportReceipt = z.object({ id: z.string(), receivedAt: z.string() });
export type SupportReceipt = z.infer<typeof SupportReceipt>;

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
