import { describe, expect, it } from 'vitest';
import { backOfficeHref, storeOrigin } from './store-origin';

const adminUrl = new URL('http://admin.localhost:3000/admin');

describe('links from the back office to store pages', () => {
  it('derive the store origin from the admin host when none is configured', () => {
    expect(storeOrigin(adminUrl)).toBe('http://localhost:3000');
    expect(storeOrigin(new URL('https://ADMIN.example.com/admin'))).toBe('https://example.com');
  });

  it('prefer the configured public base URL', () => {
    expect(storeOrigin(adminUrl, 'https://shop.example.com/some/path')).toBe(
      'https://shop.example.com',
    );
  });

  it('make store paths absolute and leave admin paths and absolute URLs alone', () => {
    expect(backOfficeHref('/studiosconnect', adminUrl)).toBe(
      'http://localhost:3000/studiosconnect',
    );
    expect(backOfficeHref('/admin/reports', adminUrl)).toBe('/admin/reports');
    expect(backOfficeHref('/admin', adminUrl)).toBe('/admin');
    expect(backOfficeHref('/administrator', adminUrl)).toBe('http://localhost:3000/administrator');
    expect(backOfficeHref('https://elsewhere.test/x', adminUrl)).toBe('https://elsewhere.test/x');
    expect(backOfficeHref('//evil.test/x', adminUrl)).toBe('//evil.test/x');
  });
});
