import { allPages } from '../app/route-table';
import { routeTable } from '../app/routes';
import { type Account, adminOrigin, authCookieFor, expect, test } from './fixtures';
import { concretePath, seedParams } from './route-paths';

/**
 * Every path of spec §2, with parameters from the seeded catalogue, for each kind of visitor:
 * the first answer's status and where the visitor finally lands (docs/decisions/003-route-checks.md).
 */
type Visitor = 'anonymous' | Extract<Account, 'shopper' | 'affiliate' | 'manager' | 'admin'>;
const VISITORS: Visitor[] = ['anonymous', 'shopper', 'affiliate', 'manager', 'admin'];

interface Expected {
  status: number;
  landing: string;
}

function expectedFor(checks: string[], visitor: Visitor, path: string): Expected {
  const signedIn = visitor !== 'anonymous';
  const login = `/login?redirect=${encodeURIComponent(path)}`;
  for (const check of checks) {
    if (check === 'auth' && !signedIn) return { status: 302, landing: login };
    if (check === 'admin' || check === 'manager') {
      if (!signedIn) return { status: 302, landing: login };
      if (visitor !== check) return { status: 403, landing: path };
    }
    if (check === 'auth-signup' && signedIn) return { status: 302, landing: '/dashboard' };
    if (check === 'affiliate-signup' && signedIn) {
      return {
        status: 302,
        landing: visitor === 'affiliate' ? '/affiliate' : '/dashboard/affiliate',
      };
    }
  }
  // RC-100001 is nobody's order: the order page answers the 404 error page (never another's order).
  const notFound = path === '/404' || path.startsWith('/dashboard/orders/');
  return { status: notFound ? 404 : 200, landing: path };
}

for (const visitor of VISITORS) {
  test(`route crawl as ${visitor}`, async ({ request, baseURL }) => {
    test.setTimeout(90_000);
    const seed = await seedParams(request);
    const cookie =
      visitor === 'anonymous' ? undefined : (await authCookieFor(request, visitor)).header;
    const adminHost = new URL(adminOrigin(baseURL ?? '')).host;
    const failures: string[] = [];
    for (const page of allPages(routeTable)) {
      const path = concretePath(page.path, seed);
      const headers: Record<string, string> = {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
        ...(cookie ? { cookie } : {}),
        ...(page.layout === 'admin' ? { host: adminHost } : {}),
      };
      const expected = expectedFor(page.checks, visitor, path);
      const first = await request.get(path, { headers, maxRedirects: 0 });
      // Follow redirects by hand: Playwright drops an explicit Cookie header on redirects.
      let landed = first;
      for (let hop = 0; hop < 5 && landed.status() >= 300 && landed.status() < 400; hop++) {
        const next = new URL(landed.headers().location ?? '/', landed.url());
        landed = await request.get(next.pathname + next.search, { headers, maxRedirects: 0 });
      }
      const landing = new URL(landed.url());
      const actual = {
        status: first.status(),
        landing: landing.pathname + landing.search,
      };
      const finalStatus = expected.status === 302 ? 200 : expected.status;
      const html = await landed.text();
      // Every page, error pages included, carries the adult rating.
      const ratedAdult = html.includes('<meta name="rating" content="adult"/>');
      if (
        actual.status !== expected.status ||
        actual.landing !== expected.landing ||
        landed.status() !== finalStatus ||
        !ratedAdult
      ) {
        failures.push(
          `${path}: expected ${expected.status} → ${expected.landing}, got ${actual.status} → ${actual.landing} (${landed.status()}${ratedAdult ? '' : ', rating missing'})`,
        );
      }
    }
    expect(failures).toEqual([]);
  });
}
