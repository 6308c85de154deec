import { describe, expect, it } from 'vitest';
import { creativeListQuery } from './creatives';

describe('admin creatives: URL query', () => {
  it('keeps a sort the call takes (name, kind, clicks, sales; asc or desc) and drops any other', () => {
    const of = (search: string) =>
      creativeListQuery(new URL(`http://admin.localhost/admin/creatives?${search}`));
    expect(of('days=7&sort=sales&dir=desc')).toEqual({ days: '7', sort: 'sales', dir: 'desc' });
    expect(of('sort=name&dir=asc')).toEqual({ sort: 'name', dir: 'asc' });
    expect(of('sort=rate&dir=up')).toEqual({});
  });
});
