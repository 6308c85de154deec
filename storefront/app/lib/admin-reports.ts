import type { QueueStatus } from '@reelcart/contract/admin';

/** The filters `/admin/reports` keeps in its URL (with `page`). */
export const REPORT_FILTERS = ['status', 'kind', 'assignee', 'q'] as const;
/** The filters `/admin/mail` keeps in its URL (with `page`). */
export const MAIL_FILTERS = ['status', 'kind', 'q'] as const;

export function queryOf(url: URL, keys: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of [...keys, 'page']) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

export const STATUS_LABELS: Record<QueueStatus, string> = {
  open: 'Open',
  in_review: 'In review',
  resolved: 'Resolved',
  rejected: 'Rejected',
};

export const KIND_LABELS = { report: 'Content report', contact: 'Contact message' } as const;

export const MAIL_STATUS_LABELS = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
} as const;

export const MAIL_KIND_LABELS: Record<string, string> = {
  verification: 'E-mail verification',
  signup_attempt: 'Sign-up with a known e-mail',
  account_secured: 'Account secured (Google sign-in)',
  password_reset: 'Password reset',
  refund_confirmation: 'Refund confirmation',
  report_reply: 'Report reply',
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const versionOf = (form: FormData) => {
  const v = text(form, 'version');
  return v === '' ? Number.NaN : Number(v);
};

/** The queue form's body for `adminUpdateReport`. */
export function reportUpdateFromForm(form: FormData) {
  return {
    status: text(form, 'status'),
    assigneeId: text(form, 'assigneeId') || null,
    note: text(form, 'note'),
    version: versionOf(form),
  };
}
export const unpublishFromForm = (form: FormData) => ({
  note: text(form, 'note'),
  version: versionOf(form),
});
export const replyFromForm = (form: FormData) => ({
  subject: text(form, 'subject'),
  text: text(form, 'text'),
  version: versionOf(form),
});
