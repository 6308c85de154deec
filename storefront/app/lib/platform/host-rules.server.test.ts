import { describe, expect, it } from 'vitest';
import { applyHostRules, redirectResponse } from './host-rules.server';

const adminHost = 'admin.localhost:3000';
const decide = (path: string, host: string) =>
  applyHostRules(new URL(path, `http://${host}`), host, { adminHost });

describe('host rules', () => {
  it.each([
    '/admin',
    '/admin/users/42?tab=orders',
    '/login',
    '/login.data',
    '/sign-up',
    '/api/auth/login',
    '/assets/root-abc123.js',
    '/favicon.svg',
    '/builds/latest.json',
    '/__manifest?p=/admin',
    '/admin/users.data',
  ])('the admin host serves %s', (path) => {
    expect(decide(path, adminHost)).toEqual({ kind: 'pass' });
  });

  it.each(['/', '/videos', '/dashboard', '/administrator', '/studiosconnect'])(
    'the admin host sends %s to /admin',
    (path) => {
      expect(decide(path, adminHost)).toEqual({
        kind: 'redirect',
        location: '/admin',
        status: 302,
      });
    },
  );

  it('the main host sends /admin* to the admin host with the same full path', () => {
    expect(decide('/admin/orders/7?x=1', 'localhost:3000')).toEqual({
      kind: 'redirect',
      location: 'http://admin.localhost:3000/admin/orders/7?x=1',
      status: 302,
    });
    expect(decide('/admin', 'shop.example')).toMatchObject({
      location: 'http://admin.localhost:3000/admin',
    });
  });

  it('answers a data request (client navigation) with the page location, as data', () => {
    for (const path of ['/_.data', '/videos.data?_routes=root']) {
      expect(decide(path, adminHost)).toEqual({
        kind: 'redirect',
        location: '/admin',
        status: 302,
        data: true,
      });
    }
    expect(decide('/admin/users.data?page=2&_routes=root,routes/x', 'localhost:3000')).toEqual({
      kind: 'redirect',
      location: 'http://admin.localhost:3000/admin/users?page=2',
      status: 302,
      data: true,
    });
  });

  it('a data redirect is a 204 the client router reads; a page redirect a plain 302', () => {
    const data = redirectResponse({
      kind: 'redirect',
      location: '/admin',
      status: 302,
      data: true,
    });
    expect(data.status).toBe(204);
    expect(data.headers.get('x-remix-redirect')).toBe('/admin');
    expect(data.headers.get('x-remix-status')).toBe('302');
    expect(data.headers.get('x-remix-reload-document')).toBe('true');
    const page = redirectResponse({ kind: 'redirect', location: '/admin', status: 302 });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/admin');
  });

  it('keeps the scheme the visitor used behind a TLS proxy', () => {
    const url = new URL('/admin/users', 'http://shop.example');
    expect(applyHostRules(url, 'shop.example', { adminHost, protocol: 'https' })).toMatchObject({
      location: 'https://admin.localhost:3000/admin/users',
    });
    expect(
      applyHostRules(url, 'shop.example', { adminHost, protocol: 'https, http' }),
    ).toMatchObject({
      location: 'https://admin.localhost:3000/admin/users',
    });
  });

  it('the main host serves everything else, /administrator included', () => {
    for (const path of ['/', '/videos', '/administrator', '/login']) {
      expect(decide(path, 'localhost:3000')).toEqual({ kind: 'pass' });
    }
  });

  it('compares hosts case-insensitively', () => {
    expect(decide('/videos', 'ADMIN.localhost:3000')).toMatchObject({ location: '/admin' });
  });

  // Issue 29 item 10: React Router matches paths case-insensitively and percent-decoded, so every
  // spelling of /admin is the admin area and goes to the admin host, as its canonical path.
  it.each([
    ['/Admin/users/usr_Ab1', '/admin/users/usr_Ab1'],
    ['/ADMIN', '/admin'],
    ['/aDmIn/orders?x=1', '/admin/orders?x=1'],
    ['/%61dmin/users', '/admin/users'],
    ['/%41DMIN/mail', '/admin/mail'],
  ])('the main host sends %s to the admin host as %s', (path, canonical) => {
    expect(decide(path, 'localhost:3000')).toEqual({
      kind: 'redirect',
      location: `http://admin.localhost:3000${canonical}`,
      status: 302,
    });
  });

  it('sends a differently spelt /admin data request to the admin host as data', () => {
    expect(decide('/Admin/users.data?_routes=root', 'localhost:3000')).toEqual({
      kind: 'redirect',
      location: 'http://admin.localhost:3000/admin/users',
      status: 302,
      data: true,
    });
  });

  it('the admin host canonicalises a differently spelt /admin path, and keeps /administrator out', () => {
    expect(decide('/ADMIN/users/usr_Ab1', adminHost)).toEqual({
      kind: 'redirect',
      location: '/admin/users/usr_Ab1',
      status: 302,
    });
    expect(decide('/Admin.data', adminHost)).toMatchObject({ location: '/admin', data: true });
    expect(decide('/Administrator', adminHost)).toMatchObject({ location: '/admin' });
    expect(decide('/Administrator', 'localhost:3000')).toEqual({ kind: 'pass' });
  });
});
