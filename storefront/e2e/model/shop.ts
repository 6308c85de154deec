import type { Browser, BrowserContext, Locator, Page, Request, Response } from '@playwright/test';
import { AuthResponse } from '@reelcart/sdk/contract';
import { expect, signInBrowser, waitForHydration } from '../fixtures';
import type { PoolVideo } from './catalogue';
import { consoleInvariant, type Invariant, type TabView } from './invariants';
import type { ShopModel } from './model';
import { recordBadge, recordChannel } from './page-probes';
import type { ServerProbe, Shopper } from './probe';
import { reportOf } from './report';

/**
 * The real system of the model test: one browser context (one user: its tabs share cookies,
 * IndexedDB, localStorage and the `cart-sync` channel) with a test clock, its open tabs in the
 * model's order, and what went wrong in them (console errors, hydration warnings, page errors).
 * Every tab records each value its header badge shows (`badgeLog`), so a value shown for a moment
 * is seen without timing anything. Reusable by any spec that drives several tabs of one user.
 */
export interface BadgeEntry {
  path: string;
  /** The badge's text, or `session=in|out` / `cookie=<user id>|none` (page-probes.ts). */
  value: string | null;
  /**
   * The page's `performance.now()` when shown: with the sequence's test clock installed, one base
   * for every tab of the context (values of two tabs compare); the clock's jumps count.
   */
  at?: number;
}

/** An entry of the badge itself (not a session or cookie change). */
export const isCount = (entry: BadgeEntry) => entry.value !== null && /^\d+$/.test(entry.value);

export interface Problem {
  invariant: Invariant;
  text: string;
}

/** How long a navigation may take on a loaded box, or with the server slow on purpose. */
export const NAVIGATION_MS = 20_000;

export class Shop {
  readonly pages: Page[] = [];
  /** Console errors and hydration warnings, until a check takes them. */
  private problems: Problem[] = [];
  /** All of them, for the report. */
  private readonly seen: Problem[] = [];
  readonly steps: string[] = [];
  /** When each step began (`+12.3 s` since the sequence began), for the report. */
  readonly stepTimes: string[] = [];
  /** The last API calls and document loads of every tab, for the report. */
  readonly network: string[] = [];
  /**
   * Every request of the sequence that presents or changes the session, for the report: each
   * refresh with the tokens it presented and got (their last characters), sign-ins and sign-outs,
   * and any answer that writes the auth cookie; with the time since the sequence began.
   */
  readonly sessionLog: string[] = [];
  private readonly began = Date.now();
  private opened = 0;
  /** API calls and document loads under way, by tab. */
  private readonly inflight = new Map<Request, Page>();
  private readonly names = new WeakMap<Page, number>();

  private constructor(
    readonly context: BrowserContext,
    readonly baseURL: string,
    readonly shopper: Shopper,
    readonly probe: ServerProbe,
    readonly pool: PoolVideo[],
    private readonly tolerated: ReadonlySet<Invariant>,
  ) {}

  /** Seconds since the sequence began, for the report's steps, requests and session log (`+12.3 s`). */
  private since(): string {
    return `+${((Date.now() - this.began) / 1000).toFixed(1)} s`;
  }

  tolerates(invariant: Invariant): boolean {
    return this.tolerated.has(invariant);
  }

  /** The console problems seen since the last call. */
  takeProblems(): Problem[] {
    const taken = this.problems;
    this.problems = [];
    return taken;
  }

  /** A new context for the shopper, signed in through its cookie when `signedIn`, with no tab. */
  static async start(options: {
    browser: Browser;
    baseURL: string;
    shopper: Shopper;
    probe: ServerProbe;
    pool: PoolVideo[];
    signedIn: boolean;
    tolerate?: readonly Invariant[];
    contextOptions?: Parameters<Browser['newContext']>[0];
  }): Promise<Shop> {
    const context = await options.browser.newContext({
      ...options.contextOptions,
      baseURL: options.baseURL,
    });
    // The browser's clock: time flows, and a command can jump it ahead (the shopper away).
    await context.clock.install();
    await context.addInitScript(recordBadge);
    await context.addInitScript(recordChannel);
    const shop = new Shop(
      context,
      options.baseURL,
      options.shopper,
      options.probe,
      options.pool,
      new Set(options.tolerate ?? []),
    );
    if (options.signedIn) {
      const response = await context.request.post('/api/auth/login', {
        data: { email: options.shopper.email, password: options.shopper.password },
      });
      if (!response.ok()) throw new Error(`login: ${response.status()}`);
      await signInBrowser(context, options.baseURL, AuthResponse.parse(await response.json()));
    }
    return shop;
  }

  /** The tab of a command's tab number (commands pick any number; the open tabs wrap around). */
  tab(n: number): { page: Page; index: number } {
    const index = n % this.pages.length;
    const page = this.pages[index];
    if (!page) throw new Error(`no tab ${n}`);
    return { page, index };
  }

  nameOf(page: Page): string {
    return `tab#${this.names.get(page) ?? '?'}`;
  }

  async openTab(path: string): Promise<Page> {
    const page = await this.context.newPage();
    this.opened += 1;
    this.names.set(page, this.opened);
    this.watch(page);
    this.pages.push(page);
    await this.load(page, path);
    return page;
  }

  async closeTab(n: number): Promise<void> {
    const { page, index } = this.tab(n);
    this.pages.splice(index, 1);
    // As a person closes a tab: pagehide and unload run (the SDK flushes with keepalive).
    await page.close({ runBeforeUnload: true });
  }

  /** A full page load, until the app has hydrated. */
  async load(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await waitForHydration(page);
  }

  async reload(page: Page): Promise<void> {
    await page.reload();
    await waitForHydration(page);
  }

  /** A client navigation: a click on a link of the hydrated page, until the URL is `path`. */
  async follow(page: Page, link: Locator, path: string | RegExp): Promise<void> {
    await waitForHydration(page);
    await link.click();
    await expect(page).toHaveURL(
      typeof path === 'string' ? new URL(path, this.baseURL).href : path,
      { timeout: NAVIGATION_MS },
    );
  }

  /** Goes to `/videos/{slug}`: by links when `client` (the list, or a link on the page), else a load. */
  async gotoVideo(
    page: Page,
    video: PoolVideo,
    client: boolean,
  ): Promise<'here' | 'client' | 'load'> {
    const path = `/videos/${video.slug}`;
    if (new URL(page.url()).pathname === path) return 'here';
    if (client) {
      const direct = page.locator(`main a[href="${path}"]`).first();
      if (!(await direct.isVisible())) {
        const header = page.getByRole('navigation', { name: 'Browse' });
        await this.follow(page, header.getByRole('link', { name: 'Videos' }), /\/videos$/);
      }
      const link = page.locator(`main a[href="${path}"]`).first();
      if (await link.isVisible()) {
        await this.follow(page, link, path);
        return 'client';
      }
    }
    await this.load(page, path);
    return 'load';
  }

  /** Goes to `/cart`: by the header's cart link when `client`, else a load. */
  async gotoCart(page: Page, client: boolean): Promise<void> {
    if (new URL(page.url()).pathname === '/cart') return;
    if (client) await this.follow(page, page.getByRole('link', { name: /^Cart, / }), '/cart');
    else await this.load(page, '/cart');
  }

  async badge(page: Page): Promise<string | null> {
    return page
      .getByTestId('cart-count')
      .textContent({ timeout: 5_000 })
      .catch(() => null);
  }

  /** The header's account links: Dashboard when signed in, Log in when not. */
  async signedInShown(page: Page): Promise<boolean | null> {
    const account = page.getByRole('navigation', { name: 'Account' });
    if ((await account.getByRole('link', { name: 'Dashboard' }).count()) > 0) return true;
    if ((await account.getByRole('link', { name: 'Log in' }).count()) > 0) return false;
    return null;
  }

  async tabStates(): Promise<TabView[]> {
    return Promise.all(
      this.pages.map(async (page, tab) => ({
        tab,
        url: page.url().replace(this.baseURL, ''),
        badge: await this.badge(page),
        signedIn: await this.signedInShown(page).catch(() => null),
      })),
    );
  }

  async badgeLog(page: Page): Promise<BadgeEntry[]> {
    return page
      .evaluate(
        () => (window as unknown as { __reelcartBadgeLog?: BadgeEntry[] }).__reelcartBadgeLog ?? [],
      )
      .catch(() => []);
  }

  /**
   * Lets `ms` of browser time pass at once in every tab (timers due meanwhile fire once), when no
   * call is under way: a jump over a request in flight would time it out in the browser, which is
   * a laptop sleeping mid-request, not the shopper being away. After `quietWithin` ms of calls it
   * jumps all the same.
   */
  async jump(ms: number, quietWithin = 10_000): Promise<void> {
    await expect
      .poll(() => this.inflight.size, { timeout: quietWithin, intervals: [50, 100, 250] })
      .toBe(0)
      .catch(() => undefined);
    // A tab closed just before can still make Playwright answer "has been closed" (CI run of
    // c91a844, seed 896642063, path 0: CloseTab then AccessTokenExpires): once more then.
    await onceMoreIfClosed(() => this.context.clock.fastForward(ms));
  }

  step(line: string): void {
    this.steps.push(line);
    this.stepTimes.push(this.since());
  }

  /** Everything a reader needs to understand a failure without re-running it (report.ts). */
  report(model: ShopModel, why: string, heading?: string): Promise<string> {
    return reportOf(this, model, why, heading);
  }

  /** Console problems seen in this sequence, for the report. */
  seenProblems(): readonly Problem[] {
    return this.seen;
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
  }

  /** The browser's token refreshes answer 503 (every tab, pages opened later too), or work again. */
  async refreshFails(on: boolean): Promise<void> {
    const url = '**/api/auth/refresh-token';
    if (!on) {
      // A handler whose tab closed meanwhile must not fail the sequence: Playwright can still
      // answer "Target page, context or browser has been closed" for it (seed 237775021, path
      // 129: a tab closed while its refresh was held); once more then, with nothing in flight.
      await onceMoreIfClosed(() => this.context.unrouteAll({ behavior: 'ignoreErrors' }));
      return;
    }
    await this.context.route(url, (route) =>
      route
        .fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Injected fault (e2e: refresh down)' }),
        })
        .catch(() => undefined),
    );
  }

  private watch(page: Page): void {
    const where = () => `${this.nameOf(page)} ${page.url().replace(this.baseURL, '')}`;
    const problem = (invariant: Invariant, text: string) => {
      const found = { invariant, text: `${where()}: ${text.slice(0, 300)}` };
      this.problems.push(found);
      this.seen.push(found);
    };
    page.on('console', (message) => {
      const invariant = consoleInvariant(message.type(), message.text());
      if (invariant) problem(invariant, `console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problem('console', `page error: ${error.message}`));
    const tracked = (request: Request) =>
      request.resourceType() === 'document' || new URL(request.url()).pathname.startsWith('/api/');
    page.on('request', (request) => {
      if (tracked(request)) this.inflight.set(request, page);
    });
    page.on('requestfinished', (request) => this.inflight.delete(request));
    page.on('requestfailed', (request) => this.inflight.delete(request));
    page.on('close', () => {
      for (const [request, owner] of this.inflight)
        if (owner === page) this.inflight.delete(request);
    });
    page.on('response', async (response) => {
      const request = response.request();
      const url = new URL(response.url());
      const data = url.pathname.endsWith('.data');
      if (request.resourceType() !== 'document' && !data && !url.pathname.startsWith('/api/'))
        return;
      if (url.pathname.startsWith('/api/art/')) return;
      // A response that writes the auth cookie says so: a session changed by a server render.
      const cookie = authCookieWrite(await response.headerValue('set-cookie').catch(() => null));
      // Route data (prefetched as links show) only when it changes the session: else it is noise.
      if (data && cookie === '') return;
      const line = `${this.nameOf(page)} ${request.method()} ${url.pathname} → ${response.status()}${cookie}`;
      // An API refusal says why (its code, the products it names): a report reads it unreplayed.
      // A cart push says what it carried (and, refused, why): a report reads it unreplayed.
      const why =
        response.status() >= 400 && !data
          ? `${await refusalOf(response)}${pushedLines(request)}`
          : pushedLines(request);
      this.network.push(`${this.since()} ${line}${why}`);
      if (url.pathname === REFRESH_PATH) {
        const got = tokenTail(await response.json().catch(() => null));
        this.sessionLog.push(
          `${this.since()} ${this.nameOf(page)} refresh presents ${tokenTail(postData(request))} → ${response.status()}${got ? ` ${got}` : ''}${cookie}`,
        );
      } else if (cookie !== '' || SESSION_PATHS.has(url.pathname)) {
        this.sessionLog.push(`${this.since()} ${line}`);
      }
    });
    page.on('requestfailed', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/art/')) return;
      const failure = `failed (${request.failure()?.errorText})`;
      this.network.push(
        `${this.since()} ${this.nameOf(page)} ${request.method()} ${url.pathname} → ${failure}${pushedLines(request)}`,
      );
      if (url.pathname === REFRESH_PATH) {
        this.sessionLog.push(
          `${this.since()} ${this.nameOf(page)} refresh presents ${tokenTail(postData(request))} → ${failure}`,
        );
      }
    });
  }
}

const REFRESH_PATH = '/api/auth/refresh-token';
/** Calls that sign in or out (their answers are listed in the report's session requests). */
const SESSION_PATHS = new Set(['/api/auth/login', '/api/auth/register', '/api/auth/logout']);

function postData(request: Request): unknown {
  try {
    return request.postDataJSON();
  } catch {
    return null;
  }
}

/** A refresh token named by its last six characters (`…x1Y2z3`), or `?` when there is none. */
export function tokenTail(body: unknown): string {
  const token = (body as { refreshToken?: unknown } | null)?.refreshToken;
  return typeof token === 'string' && token.length > 0 ? `…${token.slice(-6)}` : '?';
}

/** What a Set-Cookie header does to the auth cookie: `, clears the session`, `, writes a session`. */
export function authCookieWrite(header: string | null): string {
  const line = header?.split('\n').find((l) => l.startsWith('reelcart_auth='));
  if (!line) return '';
  return /^reelcart_auth=;|max-age=0|expires=thu, 01 jan 1970/i.test(line)
    ? ', clears the session'
    : ', writes a session';
}

/**
 * Runs a context-wide call, and once more if Playwright answered "Target page, context or browser
 * has been closed" for a tab that closed just before (the context itself is still open).
 */
async function onceMoreIfClosed(call: () => Promise<void>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!/has been closed/.test(String(error))) throw error;
    await call();
  }
}

/** ` (code: products…)` of an API error answer (`ErrorBody`), or '' when it has none. */
async function refusalOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
    validationResult?: { errors?: { productId: string; reason: string }[] };
  } | null;
  if (!body) return '';
  const errors = body.validationResult?.errors ?? [];
  const named = errors.map((e) => `${e.productId} ${e.reason}`).join(', ');
  const what = body.code ?? body.message ?? '';
  return what || named ? ` (${[what, named].filter(Boolean).join(': ')})` : '';
}

/** ` [pushed: lines; operations]` of a cart push, read from the request itself. */
function pushedLines(request: Request): string {
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/cart') return '';
  try {
    const body = request.postDataJSON() as {
      products?: string[];
      cartVersion?: number | null;
      state?: string;
      optimisticOperations?: { type: string; product?: { _id: string }; productId?: string }[];
    };
    const ops = (body.optimisticOperations ?? [])
      .map((op) => `${op.type} ${op.product?._id ?? op.productId ?? '?'}`)
      .join(', ');
    return ` [pushed: ${(body.products ?? []).join(', ')}; version ${body.cartVersion ?? 'none'}; ${body.state ?? 'no state'}; operations: ${ops || 'none'}]`;
  } catch {
    return '';
  }
}
