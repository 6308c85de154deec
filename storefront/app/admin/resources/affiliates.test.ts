import { describe, expect, it } from 'vitest';
import { affiliateFromForm, affiliateListQuery, percentOf, recentRunKeys } from './affiliates';

describe('admin affiliates helpers', () => {
  it('keeps only known, non-empty filters from the URL', () => {
    const url = new URL('http://admin.test/admin/affiliates?q=reel&status=&sort=balance&x=1');
    expect(affiliateListQuery(url)).toEqual({ q: 'reel', sort: 'balance' });
  });
  it('reads the rate in percent (comma or point), empty is the default', () => {
    const form = new FormData();
    form.set('status', 'active');
    form.set('commissionPercent', '32,5');
    form.set('version', '3');
    expect(affiliateFromForm(form)).toEqual({
      status: 'active',
      commissionPercent: 32.5,
      version: 3,
    });
    form.set('commissionPercent', '');
    expect(affiliateFromForm(form).commissionPercent).toBeNull();
  });
  it('formats basis points and lists the latest runs', () => {
    expect(percentOf(4000)).toBe('40 %');
    expect(percentOf(3250)).toBe('32.50 %');
    expect(recentRunKeys(new Date('2026-03-10T12:00:00Z'), 4)).toEqual([
      '2026-03-01',
      '2026-02-16',
      '2026-02-01',
      '2026-01-16',
    ]);
  });
});
