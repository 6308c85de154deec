import { AdminUserUpdate } from '@reelcart/contract/admin';
import { parseWith } from '@reelcart/sdk/contract';
import { describe, expect, it } from 'vitest';
import { userFromForm, userListQuery } from './users';

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

  it('keeps a sort the call takes (e-mail, role, joined; asc or desc) and drops any other', () => {
    const of = (search: string) =>
      userListQuery(new URL(`http://admin.localhost/admin/users?${search}`));
    expect(of('sort=email&dir=asc')).toEqual({ sort: 'email', dir: 'asc' });
    expect(of('sort=joined&dir=desc')).toEqual({ sort: 'joined', dir: 'desc' });
    expect(of('sort=password&dir=up')).toEqual({});
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
