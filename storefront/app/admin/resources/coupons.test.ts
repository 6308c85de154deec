import { describe, expect, it } from 'vitest';
import { couponListQuery } from './coupons';

describe('admin coupons: URL query', () => {
  it('keeps a sort the call takes (code, created, expires; asc or desc) and drops any other', () => {
    const of = (search: string) =>
      couponListQuery(new URL(`http://admin.localhost/admin/coupons?${search}`));
    expect(of('q=welc&sort=code&dir=asc&page=2')).toEqual({
      q: 'welc',
      sort: 'code',
      dir: 'asc',
      page: '2',
    });
    expect(of('sort=expires&dir=desc')).toEqual({ sort: 'expires', dir: 'desc' });
    expect(of('sort=discount&dir=up')).toEqual({});
  });
});
