import type { FormResult } from '../../lib/admin/forms';

/** The filters `/admin/users` keeps in its URL (with `page`). */
export const USER_FILTERS = ['q', 'role', 'affiliate', 'verified', 'suspended'] as const;

export function userListQuery(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of [...USER_FILTERS, 'page'] as const) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

/** The role form's body for `adminUpdateUser`, shared by the browser and the action. */
export function userFromForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const version = text('version');
  return {
    role: text('role'),
    isAffiliate: form.get('isAffiliate') === 'on' || form.get('isAffiliate') === 'true',
    displayName: text('displayName') || null,
    version: version === '' ? Number.NaN : Number(version),
  };
}

/** What the user page's action answers: a form result, or the reset link just made. */
export type UserActionResult =
  | FormResult
  | { ok: true; intent: 'reset-link'; message: string; link: string; expiresAt: string };

export const ROLE_LABELS: Record<'user' | 'manager' | 'admin', string> = {
  user: 'Shopper',
  manager: 'Manager',
  admin: 'Admin',
};
