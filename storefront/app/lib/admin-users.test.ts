import { AdminUserUpdate } from '@reelcart/contract/admin';
import { parseWith } from '@reelcart/sdk/contract';
import { describe, expect, it } from 'vitest';
import { userFromForm, userListQuery } from './admin-users';

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe('admin users: URL query and role form', () => {
  it('keeps only the known, non-empty filters and the page', () => {
    const url = new URL(
      'http://admin.localhost/admin/users?q=%20ann%20&role=admin&affiliate=&suspended=true&page=2&sort=x',
    );
    expect(userListQuery(url)).toEqual({ q: 'ann', role: 'admin', suspended: 'true', page: '2' });
  });

  it('turns the role form into the call body the contract accepts', () => {
    const body = userFromForm(
      form({ role: 'manager', isAffiliate: 'on', displayName: '  Pat ', version: '3' }),
    );
    expect(body).toEqual({ role: 'manager', isAffiliate: true, displayName: 'Pat', version: 3 });
    expect(parseWith(AdminUserUpdate, body).success).toBe(true);
  });

  it('an empty name is null; a missing version or unknown role fails the schema', () => {
    const body = userFromForm(form({ role: 'owner', displayName: ' ' }));
    expect(body.displayName).toBeNull();
    expect(body.isAffiliate).toBe(false);
    expect(parseWith(AdminUserUpdate, body).success).toBe(false);
  });
});
