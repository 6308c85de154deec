import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { allPages } from '../app/route-table';
import { routeTable } from '../app/routes';
import { type Account, adminOrigin, expect, test, waitForHydration } from './fixtures';
import { concretePath, seedParams } from './route-paths';

/**
 * Every route of every role at 1280 px and 390 px (issue 33): no page scrolls sideways, and no
 * text runs out of the box that holds it. With SCREENS_DIR set (`npm run screens -w storefront`)
 * each page is also captured, whole, to `<SCREENS_DIR>/<width>/<role>/<path>.png` for a person to
 * look at.
 */
type Role = 'anonymous' | Extract<Account, 'shopper' | 'affiliate' | 'manager' | 'admin'>;
const WIDTHS = [1280, 390] as const;
const SCREENS_DIR = process.env.SCREENS_DIR;

/** The role that sees a page as its users do (the route crawl checks everybody else's answer). */
function roleFor(page: { path: string; checks: string[]; layout: string }): Role | null {
  if (page.path.startsWith('/test-')) return null;
  if (page.checks.includes('admin')) return 'admin';
  if (page.checks.includes('manager')) return 'manager';
  if (page.checks.includes('auth')) return page.layout === 'affiliate' ? 'affiliate' : 'shopper';
  return 'anonymous';
}

interface Overflow {
  /** How far the page scrolls sideways, in px (0 when it does not). */
  sideways: number;
  /** Boxes whose own text is wider than they are and spills out (overflow visible). */
  spills: string[];
}

/** Runs in the page: what scrolls sideways and which text spills out of its box. */
function measureOverflow(): Overflow {
  const root = document.documentElement;
  const spills: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.display === 'contents' || style.display === 'none') {
      continue;
    }
    if (style.overflowX !== 'visible' || style.visibility === 'hidden') continue;
    if (element.closest('[aria-hidden="true"], .sr-only')) continue;
    const ownText = Array.from(element.childNodes).some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    );
    if (!ownText || element.scrollWidth <= element.clientWidth + 1) continue;
    const name = element.tagName.toLowerCase();
    const label = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    spills.push(`<${name}> "${label}" (${element.scrollWidth} px in ${element.clientWidth} px)`);
  }
  return { sideways: Math.max(0, root.scrollWidth - root.clientWidth), spills };
}

async function check(page: Page, url: string, shot: string | null): Promise<string[]> {
  await page.goto(url);
  await waitForHydration(page);
  // Fonts and late layout (lazy images reserve their box) settle before measuring.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const found = await page.evaluate(measureOverflow);
  if (shot) {
    mkdirSync(dirname(shot), { recursive: true });
    await page.screenshot({ path: shot, fullPage: true });
  }
  const problems: string[] = [];
  if (found.sideways > 0) problems.push(`${url}: scrolls sideways by ${found.sideways} px`);
  for (const spill of found.spills) problems.push(`${url}: text spills out of ${spill}`);
  return problems;
}

const ROLES: Role[] = ['anonymous', 'shopper', 'affiliate', 'manager', 'admin'];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 800 ? 800 : 844 } });
    for (const role of ROLES) {
      test(`no page of the ${role} scrolls sideways or spills text`, async ({
        page,
        request,
        login,
        baseURL,
      }) => {
        test.setTimeout(240_000);
        const seed = await seedParams(request);
        if (role !== 'anonymous') await login(role);
        const problems: string[] = [];
        for (const route of allPages(routeTable)) {
          if (roleFor(route) !== role) continue;
          const path = concretePath(route.path, seed);
          const origin = route.layout === 'admin' ? adminOrigin(baseURL ?? '') : (baseURL ?? '');
          const shot = SCREENS_DIR
            ? join(SCREENS_DIR, String(width), role, `${path.replace(/\//g, '_') || '_'}.png`)
            : null;
          problems.push(...(await check(page, origin + path, shot)));
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
