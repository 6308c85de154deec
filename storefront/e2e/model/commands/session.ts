import type { AsyncCommand } from 'fast-check';
import { waitForHydration } from '../../fixtures';
import { actingTab, expectArrival, expectBadge, expectCleanConsole, expectSession } from '../check';
import { type FaultKind, type ShopModel, signIn, signOut } from '../model';
import type { Shop } from '../shop';

/** Tabs, page loads, the session and the server's health. */
type Command = AsyncCommand<ShopModel, Shop>;

/** Signed in or out in one tab: every other tab shows it too (or is reloaded, when tolerated). */
async function expectSessionEverywhere(shop: Shop, m: ShopModel) {
  for (const page of [...shop.pages]) await expectSession(shop, m, page);
}

export const START_PATHS = ['/', '/videos', '/cart'] as const;

export class OpenTab implements Command {
  constructor(readonly path: string) {}
  check(m: Readonly<ShopModel>) {
    return m.tabs < 3;
  }
  async run(m: ShopModel, shop: Shop) {
    shop.step(String(this));
    const page = await shop.openTab(this.path);
    m.tabs += 1;
    await expectBadge(shop, m, page);
  }
  toString() {
    return `OpenTab(${this.path})`;
  }
}

export class CloseTab implements Command {
  constructor(readonly tab: number) {}
  check(m: Readonly<ShopModel>) {
    return m.tabs > 1;
  }
  async run(m: ShopModel, shop: Shop) {
    shop.step(String(this));
    await shop.closeTab(this.tab);
    m.tabs -= 1;
    await expectCleanConsole(shop, m);
  }
  toString() {
    return `CloseTab(tab ${this.tab})`;
  }
}

export class Reload implements Command {
  constructor(readonly tab: number) {}
  check() {
    return true;
  }
  async run(m: ShopModel, shop: Shop) {
    const { page } = shop.tab(this.tab);
    shop.step(`${this} ${new URL(page.url()).pathname}`);
    await shop.reload(page);
    await expectBadge(shop, m, page);
  }
  toString() {
    return `Reload(tab ${this.tab})`;
  }
}

/** Every open tab reloads at the same moment (each page's server render and SDK start race). */
export class ReloadAllAtOnce implements Command {
  check(m: Readonly<ShopModel>) {
    return m.tabs > 1;
  }
  async run(m: ShopModel, shop: Shop) {
    shop.step(String(this));
    await Promise.all(shop.pages.map((page) => page.reload()));
    await Promise.all(shop.pages.map((page) => waitForHydration(page)));
    for (const page of shop.pages) await expectBadge(shop, m, page);
  }
  toString() {
    return 'ReloadAllAtOnce()';
  }
}

/** Signs in on `/login` with the shopper's password (a load, or the header's link). */
export class SignIn implements Command {
  constructor(
    readonly tab: number,
    readonly client: boolean,
  ) {}
  check(m: Readonly<ShopModel>) {
    return !m.signedIn && m.fault === null;
  }
  async run(m: ShopModel, shop: Shop) {
    const page = await actingTab(shop, m, this.tab, this);
    if (this.client && new URL(page.url()).pathname !== '/login') {
      const account = page.getByRole('navigation', { name: 'Account' });
      await shop.follow(page, account.getByRole('link', { name: 'Log in' }), /\/login/);
    } else await shop.load(page, '/login');
    await page.getByLabel('E-mail').fill(shop.shopper.email);
    await page.getByLabel('Password').fill(shop.shopper.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectArrival(shop, m, page, /\/dashboard$/, 'signing in did not reach /dashboard');
    signIn(m);
    await expectBadge(shop, m, page);
    await expectSessionEverywhere(shop, m);
  }
  toString() {
    return `SignIn(tab ${this.tab}, ${this.client ? 'link' : 'load'})`;
  }
}

/** Signs out with the "Sign out" button of `/protected`. */
export class SignOut implements Command {
  constructor(readonly tab: number) {}
  check(m: Readonly<ShopModel>) {
    return m.signedIn && m.fault === null;
  }
  async run(m: ShopModel, shop: Shop) {
    const page = await actingTab(shop, m, this.tab, this);
    await shop.load(page, '/protected');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectArrival(shop, m, page, /\/login/, 'signing out did not reach /login');
    signOut(m);
    await expectBadge(shop, m, page);
    await expectSessionEverywhere(shop, m);
  }
  toString() {
    return `SignOut(tab ${this.tab})`;
  }
}

/**
 * The shopper is away past the access token's lifetime: the server refuses every token the user
 * holds now (a test hook), and the browser's clock jumps 16 minutes (timers due meanwhile fire).
 */
export class AccessTokenExpires implements Command {
  check(m: Readonly<ShopModel>) {
    return m.signedIn;
  }
  async run(m: ShopModel, shop: Shop) {
    shop.step(String(this));
    await shop.probe.expireAccessTokens();
    await shop.jump(16 * 60_000);
    await expectCleanConsole(shop, m);
  }
  toString() {
    return 'AccessTokenExpires(away 16 min)';
  }
}

/**
 * The server starts answering the user's cart calls slowly, or with 500, or the browser's token
 * refreshes fail with 503 (the access token must expire for that to matter), until
 * `ServerRecovers`.
 */
export class ServerFault implements Command {
  constructor(readonly kind: FaultKind) {}
  check(m: Readonly<ShopModel>) {
    return m.fault === null;
  }
  async run(m: ShopModel, shop: Shop) {
    shop.step(String(this));
    if (this.kind === 'refresh') await shop.refreshFails(true);
    else await shop.probe.fault(this.kind);
    m.fault = this.kind;
  }
  toString() {
    if (this.kind === 'refresh') return 'ServerFault(503 on the browser’s token refresh)';
    return `ServerFault(${this.kind === 'slow' ? 'slow: 1.5 s' : '500 on /api/cart'})`;
  }
}

export class ServerRecovers implements Command {
  check(m: Readonly<ShopModel>) {
    return m.fault !== null;
  }
  async run(m: ShopModel, shop: Shop) {
    shop.step(String(this));
    await recover(m, shop);
  }
  toString() {
    return 'ServerRecovers()';
  }
}

/** Ends the fault the model says is on. */
export async function recover(m: ShopModel, shop: Shop): Promise<void> {
  if (m.fault === 'refresh') await shop.refreshFails(false);
  else await shop.probe.clearFault();
  m.fault = null;
}

/** Lets browser time pass (the SDK's idle sync runs), then nothing else. */
export class Idle implements Command {
  constructor(readonly seconds: number) {}
  check() {
    return true;
  }
  async run(m: ShopModel, shop: Shop) {
    shop.step(String(this));
    await shop.jump(this.seconds * 1000);
    await expectCleanConsole(shop, m);
  }
  toString() {
    return `Idle(${this.seconds} s)`;
  }
}
