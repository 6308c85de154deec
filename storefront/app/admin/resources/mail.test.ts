import { describe, expect, it } from 'vitest';
import { mailListQuery } from './mail';

describe('admin mail: URL query', () => {
  it('keeps a sort the call takes (queued, to, attempts; asc or desc) and drops any other', () => {
    const of = (search: string) =>
      mailListQuery(new URL(`http://admin.localhost/admin/mail?${search}`));
    expect(of('status=failed&sort=attempts&dir=desc&page=2')).toEqual({
      status: 'failed',
      sort: 'attempts',
      dir: 'desc',
      page: '2',
    });
    expect(of('sort=to&dir=asc')).toEqual({ sort: 'to', dir: 'asc' });
    expect(of('sort=subject&dir=up')).toEqual({});
  });
});
