import { isCommerceError } from '@reelcart/sdk/contract';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, checks, runChecks, type Viewer } from './guards';
import { allPages } from './route-table';
import { routeTable } from './routes';

const shopper: Viewer = { signedIn: true, role: null, isAffiliate: false, hasPaymentInfo: false };
const affiliate: Viewer = { ...shopper, isAffiliate: true };
const manager: Viewer = { ...shopper, role: 'manager' };
const admin: Viewer = { ...shopper, role: 'admin' };
const url = (path: string) => new URL(path, 'http://localhost');

describe('route checks', () => {
  it('auth sends anonymous visitors to /login with a return path, lets anyone signed in pass', () => {
    expect(runChecks(['auth'], ANONYMOUS, url('/dashboard/orders?page=2'))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fdashboard%2Forders%3Fpage%3D2',
    });
    for (const viewer of [shopper, affiliate, manager, admin]) {
      expect(runChecks(['auth'], viewer, url('/dashboard'))).toEqual({ kind: 'pass' });
    }
  });

  it('admin admits admins only; anonymous visitors sign in first', () => {
    expect(runChecks(['admin'], admin, url('/admin'))).toEqual({ kind: 'pass' });
    for (const viewer of [shopper, affiliate, manager]) {
      expect(runChecks(['admin'], viewer, url('/admin'))).toEqual({ kind: 'forbidden' });
    }
    expect(runChecks(['admin'], ANONYMOUS, url('/admin')).kind).toBe('redirect');
  });

  it('manager admits managers only', () => {
    expect(runChecks(['manager'], manager, url('/manager'))).toEqual({ kind: 'pass' });
    for (const viewer of [shopper, affiliate, admin]) {
      expect(runChecks(['manager'], viewer, url('/manager'))).toEqual({ kind: 'forbidden' });
    }
  });

  it('auth-signup keeps signed-in visitors off /login and /sign-up, honouring a safe return path', () => {
    expect(runChecks(['auth-signup'], ANONYMOUS, url('/login'))).toEqual({ kind: 'pass' });
    expect(runChecks(['auth-signup'], shopper, url('/login'))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(runChecks(['auth-signup'], shopper, url('/login?redirect=/cart'))).toEqual({
      kind: 'redirect',
      to: '/cart',
    });
    expect(runChecks(['auth-signup'], shopper, url('/login?redirect=//evil.example'))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    // Issue 29 item 4: a tab (browsers drop it: `//evil.example`) and a newline (a 500 before).
    for (const hostile of ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F.%2F%2Fevil']) {
      expect(runChecks(['auth-signup'], shopper, url(`/login?redirect=${hostile}`))).toEqual({
        kind: 'redirect',
        to: '/dashboard',
      });
    }
  });

  it('auth-signup sends a signed-in visitor back to a listed embedding site, nowhere else (097)', () => {
    const listed = ['https://blog.example'];
    const login = (to: string) => url(`/login?redirect=${encodeURIComponent(to)}`);
    expect(
      runChecks(['auth-signup'], shopper, login('https://blog.example/p?x=1'), listed),
    ).toEqual({ kind: 'redirect', to: 'https://blog.example/p?x=1' });
    for (const hostile of [
      'https://blog.example.evil.example/',
      'https://blog.example@evil.example/',
    ]) {
      expect(runChecks(['auth-signup'], shopper, login(hostile), listed)).toEqual({
        kind: 'redirect',
        to: '/dashboard',
      });
    }
    expect(runChecks(['auth-signup'], shopper, login('https://blog.example/p'))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('affiliate-signup sends affiliates to their area and other members to their dashboard', () => {
    expect(runChecks(['affiliate-signup'], ANONYMOUS, url('/affiliate/sign-up'))).toEqual({
      kind: 'pass',
    });
    expect(runChecks(['affiliate-signup'], affiliate, url('/affiliate/sign-up'))).toEqual({
      kind: 'redirect',
      to: '/affiliate',
    });
    expect(runChecks(['affiliate-signup'], shopper, url('/affiliate/sign-up'))).toEqual({
      kind: 'redirect',
      to: '/dashboard/affiliate',
    });
  });

  it("an unregistered name raises 'Unknown route middleware'", () => {
    const run = () => runChecks(['auth', 'no-such-check'], shopper, url('/x'));
    expect(run).toThrow('Unknown route middleware');
    try {
      run();
    } catch (error) {
      expect(isCommerceError(error) && error.code).toBe('UNKNOWN_ROUTE_MIDDLEWARE');
    }
    // Names that exist on every object are not checks either.
    expect(() => runChecks(['toString'], shopper, url('/x'))).toThrow('Unknown route middleware');
  });

  it('the first failing check decides', () => {
    expect(runChecks(['auth', 'admin'], ANONYMOUS, url('/admin')).kind).toBe('redirect');
    expect(runChecks(['auth', 'admin'], shopper, url('/admin')).kind).toBe('forbidden');
  });

  it('every check named in the route table is registered', () => {
    const used = new Set(allPages(routeTable).flatMap((page) => page.checks));
    for (const name of used) expect(Object.hasOwn(checks, name), name).toBe(true);
    expect([...used].sort()).toEqual([
      'admin',
      'affiliate-signup',
      'auth',
      'auth-signup',
      'manager',
    ]);
  });
});
