import fc from 'fast-check';
import { expect } from 'vitest';
import { catalogueProduct, SHOPPER, VIDEO_IDS } from '../cart/cartHarness.testing';
import { DEFAULT_PASSWORD } from '../testing/fixtures';
import { type Browser, settle, sorted, videosOf, whileTimePasses } from './sessionBrowser.testing';

/**
 * The session model's state and commands (sessionTabs.model.test.ts runs them): what a shopper
 * does in up to three tabs of one browser, each checked against the model as it runs.
 */
export const VIDEOS = VIDEO_IDS.length;
const COUPON = 'SAVE10';

export interface CartModel {
  /** Videos in the cart (each line is the video's HD purchase). */
  videos: number[];
  coupon: string | null;
}

/** What the shopper should see, by the spec's rules and decision 080. */
export interface Model {
  signedIn: boolean;
  guest: CartModel;
  server: CartModel;
  /** The refresh endpoint is failing (503 or offline). */
  outage: boolean;
  /** Videos the user bought (`Pay`): not added again (the store would refuse them). */
  owned: number[];
  /** The server revoked the session during the outage (`SessionRevoked`). */
  revoked: boolean;
  /**
   * After a revoked session ended: the lines its tabs kept as the guest's (its additions that
   * never reached the server), or null. Its unsent removals are kept too, for the same user.
   */
  kept: number[] | null;
}

export const visible = (m: Model) => (m.signedIn ? m.server : m.guest);

export const pending = (request: { outcome: unknown }) => request.outcome === 'pending';

/**
 * After every command, every tab agrees with the model: the session it shows (a sign-in or out in
 * one tab is adopted by every other at once; a failed refresh that is not a definitive 401 keeps
 * the session), and the cart lines it shows.
 */
export function expectTabsAgreeNow(m: Model, browser: Browser, after: string) {
  browser.tabs.forEach((tab, i) => {
    const auth = tab.auth.getSnapshot();
    if (auth.isSignedIn !== m.signedIn) {
      expect.fail(
        `after ${after}: tab ${i} shows ${auth.isSignedIn ? 'signed in' : 'signed out'} ` +
          `(${auth.status}), the shopper is ${m.signedIn ? 'signed in' : 'signed out'}`,
      );
    }
    expect(videosOf(tab), `after ${after}: tab ${i}'s cart`).toEqual(sorted(visible(m).videos));
  });
}

/**
 * As a shopper looks: with requests taking time, what every tab shows agrees with the model within
 * 10 s (the e2e model's window); with instant answers, at once.
 */
export async function expectTabsAgree(m: Model, browser: Browser, after: string) {
  if (browser.latencies.length > 0) {
    for (let waited = 0; waited < 10_000; waited += 100) {
      try {
        expectTabsAgreeNow(m, browser, after);
        return;
      } catch {
        await settle(100);
      }
    }
  }
  expectTabsAgreeNow(m, browser, after);
}

export type Cmd = fc.AsyncCommand<Model, Browser>;

export class Add implements Cmd {
  constructor(
    readonly tab: number,
    readonly video: number,
  ) {}
  check = (m: Readonly<Model>) => !m.owned.includes(this.video);
  async run(m: Model, b: Browser) {
    b.tab(this.tab).cart.add(catalogueProduct(this.video));
    const cart = visible(m);
    if (!cart.videos.includes(this.video)) cart.videos.push(this.video);
    await settle();
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => `add(tab ${this.tab}, v${this.video})`;
}

/**
 * Two tabs add a video each in the same moment (e2e path 198 of seed 1036871890): neither tab has
 * heard of the other's edit when it makes its own, so their pushes and channel messages cross.
 */
export class AddTogether implements Cmd {
  constructor(
    readonly first: number,
    readonly second: number,
    readonly videoA: number,
    readonly videoB: number,
  ) {}
  check = (m: Readonly<Model>) => !m.owned.includes(this.videoA) && !m.owned.includes(this.videoB);
  async run(m: Model, b: Browser) {
    const a = b.tab(this.first);
    const other = b.tab(this.second);
    a.cart.add(catalogueProduct(this.videoA));
    if (other !== a) other.cart.add(catalogueProduct(this.videoB));
    const cart = visible(m);
    for (const video of other !== a ? [this.videoA, this.videoB] : [this.videoA]) {
      if (!cart.videos.includes(video)) cart.videos.push(video);
    }
    await settle();
    await expectTabsAgree(m, b, String(this));
  }
  toString = () =>
    `addTogether(tab ${this.first} v${this.videoA}, tab ${this.second} v${this.videoB})`;
}

export class Remove implements Cmd {
  constructor(
    readonly tab: number,
    readonly pick: number,
  ) {}
  check = (m: Readonly<Model>) => visible(m).videos.length > 0;
  async run(m: Model, b: Browser) {
    const cart = visible(m);
    const video = sorted(cart.videos)[this.pick % cart.videos.length] ?? 0;
    b.tab(this.tab).cart.remove(catalogueProduct(video)._id);
    cart.videos = cart.videos.filter((v) => v !== video);
    // A line the ended session added and never sent, removed: it never reaches the user's cart.
    if (!m.signedIn && m.kept?.includes(video)) {
      m.server.videos = m.server.videos.filter((v) => v !== video);
    }
    await settle();
    await expectTabsAgree(m, b, `${this} of v${video}`);
  }
  toString = () => `remove(tab ${this.tab}, line ${this.pick})`;
}

export class SignIn implements Cmd {
  constructor(readonly tab: number) {}
  check = (m: Readonly<Model>) => !m.signedIn;
  async run(m: Model, b: Browser) {
    const result = await whileTimePasses(
      b.tab(this.tab).auth.signIn({ email: SHOPPER, password: DEFAULT_PASSWORD }),
    );
    expect(result.error).toBeNull();
    // The login sync: the server's lines and the guest's it lacks; a guest coupon would win, the
    // server cart's stays otherwise (the guest here never has one).
    m.server.videos = [...new Set([...m.server.videos, ...m.guest.videos])];
    m.server.coupon = m.guest.coupon ?? m.server.coupon;
    m.guest = { videos: [], coupon: null };
    m.signedIn = true;
    m.kept = null;
    await settle();
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => `signIn(tab ${this.tab})`;
}

export class SignOut implements Cmd {
  constructor(readonly tab: number) {}
  // During a refresh outage an expired session cannot send its last edits (decision 080).
  check = (m: Readonly<Model>) => m.signedIn && !m.outage;
  async run(m: Model, b: Browser) {
    b.tab(this.tab).auth.signOut();
    // The session's last edits leave with its own token as it ends; an outage that begins before
    // they have landed is the limit decision 080 states, so the next command waits for them.
    for (let waited = 0; waited < 10_000 && b.server.requests.some(pending); waited += 50) {
      await settle(50);
    }
    m.signedIn = false;
    m.guest = { videos: [], coupon: null };
    await settle();
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => `signOut(tab ${this.tab})`;
}

/**
 * The billing page in one tab: checkout, the store takes payment (its own call), the page marks
 * the cart completed — every tab then shows an empty cart, once the 1 s clear has passed.
 */
export class Pay implements Cmd {
  constructor(readonly tab: number) {}
  check = (m: Readonly<Model>) => m.signedIn && !m.outage && m.server.videos.length > 0;
  async run(m: Model, b: Browser) {
    const tab = b.tab(this.tab);
    const { error } = await whileTimePasses(tab.cart.checkout());
    expect(error).toBeNull();
    b.server.pay(SHOPPER);
    tab.cart.markCompleted();
    m.owned.push(...m.server.videos);
    m.server = { videos: [], coupon: null };
    await settle(1_000);
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => `pay(tab ${this.tab})`;
}

export class ApplyCoupon implements Cmd {
  constructor(readonly tab: number) {}
  check = (m: Readonly<Model>) => m.signedIn && !m.outage;
  async run(m: Model, b: Browser) {
    const { error } = await whileTimePasses(b.tab(this.tab).cart.applyCoupon(COUPON));
    expect(error).toBeNull();
    m.server.coupon = COUPON;
    await settle();
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => `applyCoupon(tab ${this.tab})`;
}

/** The shopper is away past the access token's life. */
export class TokensExpire implements Cmd {
  check = (m: Readonly<Model>) => m.signedIn;
  async run(m: Model, b: Browser) {
    b.server.expireAccessTokens();
    await settle();
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => 'tokensExpire';
}

/** POST /api/auth/refresh-token fails (a 503, or no network) until `RefreshRecovers`. */
export class RefreshOutage implements Cmd {
  constructor(readonly offline: boolean) {}
  check = (m: Readonly<Model>) => !m.outage;
  async run(m: Model, b: Browser) {
    const fault = this.offline ? ('offline' as const) : 503;
    b.refreshFault = fault;
    m.outage = true;
    await settle();
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => `refreshOutage(${this.offline ? 'offline' : '503'})`;
}

/**
 * The server ends the user's sessions while the refresh endpoint is failing (the password changed
 * on another device): nothing shows yet; once the endpoint answers, the refresh is refused.
 */
export class SessionRevoked implements Cmd {
  check = (m: Readonly<Model>) => m.signedIn && m.outage && !m.revoked;
  async run(m: Model, b: Browser) {
    b.server.revokeSessions(SHOPPER);
    m.revoked = true;
    await settle();
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => 'sessionRevoked';
}

export class RefreshRecovers implements Cmd {
  check = (m: Readonly<Model>) => m.outage;
  async run(m: Model, b: Browser) {
    b.refreshFault = undefined;
    m.outage = false;
    if (m.revoked) await sessionRefused(m, b);
    await settle();
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => 'refreshRecovers';
}

/**
 * A revoked session's refresh is refused (401): every tab is signed out, and the edits it could not
 * send stay, as the guest's (decision 080): its additions are the guest's lines — which ones were
 * still unsent the model reads from the tabs, and they must be lines of the user's cart.
 */
export async function sessionRefused(m: Model, b: Browser) {
  await whileTimePasses(
    b
      .tab(0)
      .auth.refresh()
      .catch(() => ''),
  );
  await settle(100);
  m.revoked = false;
  m.signedIn = false;
  const kept = videosOf(b.tab(0));
  const foreign = kept.filter((v) => !m.server.videos.includes(v));
  expect(foreign, "lines kept from the ended session that were not the user's").toEqual([]);
  m.kept = kept;
  m.guest = { videos: [...kept], coupon: null };
}

export class Reload implements Cmd {
  constructor(readonly tab: number) {}
  check = () => true;
  async run(m: Model, b: Browser) {
    b.reload(this.tab);
    // The new page reads the stored cart and the journal, then (signed in) fetches.
    await settle();
    await settle(100);
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => `reload(tab ${this.tab})`;
}

/**
 * A tab is closed (at least one stays open). Its unsent edits are not lost: the other tabs hold
 * them (the channel) and the journal does; a tab that holds them pushes them once the sync window
 * has passed without their reaching the server (the closed tab's pagehide push cannot leave when
 * the access token has expired: it needs a refresh first).
 */
export class Close implements Cmd {
  constructor(readonly tab: number) {}
  check = () => true;
  async run(m: Model, b: Browser) {
    if (b.tabs.length < 2) return;
    b.closeTab(this.tab);
    await settle();
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => `close(tab ${this.tab})`;
}

export class Wait implements Cmd {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: Model, b: Browser) {
    await settle(this.ms);
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => `wait(${this.ms / 1000} s)`;
}

export const tab = fc.nat({ max: 2 });
export const commands = [
  fc.tuple(tab, fc.integer({ min: 1, max: VIDEOS })).map(([t, v]) => new Add(t, v)),
  fc.tuple(tab, fc.integer({ min: 1, max: VIDEOS })).map(([t, v]) => new Add(t, v)),
  fc
    .tuple(tab, tab, fc.integer({ min: 1, max: VIDEOS }), fc.integer({ min: 1, max: VIDEOS }))
    .map(([t, u, v, w]) => new AddTogether(t, u, v, w)),
  fc.tuple(tab, fc.nat({ max: 5 })).map(([t, p]) => new Remove(t, p)),
  fc.tuple(tab, fc.nat({ max: 5 })).map(([t, p]) => new Remove(t, p)),
  tab.map((t) => new SignIn(t)),
  tab.map((t) => new SignOut(t)),
  tab.map((t) => new ApplyCoupon(t)),
  tab.map((t) => new Pay(t)),
  fc.constant(new TokensExpire()),
  fc.boolean().map((offline) => new RefreshOutage(offline)),
  fc.constant(new RefreshRecovers()),
  fc.constant(new SessionRevoked()),
  fc.constantFrom(1_000, 11_000, 40_000).map((ms) => new Wait(ms)),
  tab.map((t) => new Reload(t)),
  tab.map((t) => new Close(t)),
];
