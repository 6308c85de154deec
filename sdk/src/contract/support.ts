import * as z from 'zod/mini';
import { defineCall } from './call';

/** Not in the spec: the /contact and /report forms of the storefront post here. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

export const ContactRequest = z.object({
  name: text(1, 100),
  email: z.string().check(z.trim(), z.maxLength(254), z.regex(EMAIL, 'Invalid e-mail address')),
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
  url: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(2000),
      z.regex(/^(https?:\/\/\S+|\/\S*)$/, 'Invalid address'),
    ),
  reason: ReportReason,
  details: text(10, 5000),
  email: z.optional(
    z.string().check(z.trim(), z.maxLength(254), z.regex(EMAIL, 'Invalid e-mail address')),
  ),
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
