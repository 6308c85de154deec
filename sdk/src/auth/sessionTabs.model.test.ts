import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueProduct, SHOPPER, VIDEO_IDS } from '../cart/cartHarness.testing';
import { fakeTimersInEachTest } from '../platform/fakeTimers.testing';
import { createFakeServer } from '../testing/createFakeServer';
import { DEFAULT_PASSWORD, makeCatalogue } from '../testing/fixtures';
import { Browser, settle, sorted, videosOf, whileTimePasses } from './sessionBrowser.testing';

/**
 * Model-based test of one browser's tabs and its session (issue 28's N1–N4, decision 080): up to
 * three SDK instances share one auth cookie, one 'cart-sync' channel, one journal and one stored
 * cart, over the fake server, on simulated time. Commands: add and remove in any tab, sign in and
 * out in any tab, a coupon on the user's cart, paying for it, the access tokens expiring, the
 * refresh endpoint failing (503 or no network) for a while, the server revoking the session
 * meanwhile (its refresh then refused), reloading or closing a tab, time passing.
 * Runs: FC_RUNS (default 150 sequences); FC_SEED and FC_PATH replay a failure (both printed).
 */
const RUNS = Number(process.env.FC_RUNS ?? 150);
const SEED = process.env.FC_SEED === undefined ? undefined : Number(process.env.FC_SEED);
const PATH = process.env.FC_PATH;
const VIDEOS = VIDEO_IDS.length;
const COUPON = 'SAVE10';

fakeTimersInEachTest();

interface CartModel {
  /** Videos in the cart (each line is the video's HD purchase). */
  videos: number[];
  coupon: string | null;
}

/** What the shopper should see, by the spec's rules and decision 080. */
interface Model {
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

const visible = (m: Model) => (m.signedIn ? m.server : m.guest);

const pending = (request: { outcome: unknown }) => request.outcome === 'pending';

/**
 * After every command, every tab agrees with the model: the session it shows (a sign-in or out in
 * one tab is adopted by every other at once; a failed refresh that is not a definitive 401 keeps
 * the session), and the cart lines it shows.
 */
function expectTabsAgreeNow(m: Model, browser: Browser, after: string) {
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
async function expectTabsAgree(m: Model, browser: Browser, after: string) {
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

type Cmd = fc.AsyncCommand<Model, Browser>;

class Add implements Cmd {
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
class AddTogether implements Cmd {
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

class Remove implements Cmd {
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

class SignIn implements Cmd {
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

class SignOut implements Cmd {
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
class Pay implements Cmd {
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

class ApplyCoupon implements Cmd {
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
class TokensExpire implements Cmd {
  check = (m: Readonly<Model>) => m.signedIn;
  async run(m: Model, b: Browser) {
    b.server.expireAccessTokens();
    await settle();
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => 'tokensExpire';
}

/** POST /api/auth/refresh-token fails (a 503, or no network) until `RefreshRecovers`. */
class RefreshOutage implements Cmd {
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
class SessionRevoked implements Cmd {
  check = (m: Readonly<Model>) => m.signedIn && m.outage && !m.revoked;
  async run(m: Model, b: Browser) {
    b.server.revokeSessions(SHOPPER);
    m.revoked = true;
    await settle();
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => 'sessionRevoked';
}

class RefreshRecovers implements Cmd {
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
async function sessionRefused(m: Model, b: Browser) {
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

class Reload implements Cmd {
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
class Close implements Cmd {
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

class Wait implements Cmd {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: Model, b: Browser) {
    await settle(this.ms);
    await expectTabsAgree(m, b, String(this));
  }
  toString = () => `wait(${this.ms / 1000} s)`;
}

const tab = fc.nat({ max: 2 });
const commands = [
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

/** One browser of `tabCount` tabs runs `cmds`; at the end the tabs and the server agree with the model. */
async function runSequence(
  startSignedIn: boolean,
  tabCount: number,
  cmds: Iterable<Cmd>,
  latencies: readonly number[],
) {
  const server = createFakeServer({ catalogue: makeCatalogue(VIDEO_IDS) });
  const browser = new Browser(server, latencies);
  const model: Model = {
    signedIn: false,
    guest: { videos: [], coupon: null },
    server: { videos: [], coupon: null },
    outage: false,
    owned: [],
    revoked: false,
    kept: null,
  };
  try {
    for (let i = 0; i < tabCount; i++) browser.open();
    await settle();
    if (startSignedIn) await new SignIn(0).run(model, browser);
    await fc.asyncModelRun(() => ({ model, real: browser }), cmds);
    browser.refreshFault = undefined;
    model.outage = false;
    if (model.revoked) await sessionRefused(model, browser);
    // The shopper whose session was revoked signs in again: what it could not send goes now.
    if (model.kept) await new SignIn(0).run(model, browser);
    for (let i = 0; i < 6; i++) await settle(20_000);
    await expectTabsAgree(model, browser, 'the end');
    const cart = server.cartOf(SHOPPER);
    expect(
      sorted((cart?.products ?? []).map((line) => Number(line.video._id.slice(1)))),
      "the user's server cart",
    ).toEqual(sorted(model.server.videos));
    expect(cart?.appliedCoupon?.code ?? null, "the server cart's coupon").toBe(model.server.coupon);
  } finally {
    browser.close();
  }
}

describe('one session per browser, not per tab', () => {
  // Sequences this model found, replayed as they were shrunk (each failed before its fix).
  it("a checkout whose validation meets another tab's crossing push starts again (seed 1322023816)", async () => {
    await runSequence(true, 2, [new Add(0, 1), new Reload(0), new Pay(0)], [67]);
  });

  it("a removal made while another tab's login sync is in flight stays removed (seed 461472402)", async () => {
    const cmds = [
      new Add(1, 1),
      new Reload(1),
      new RefreshOutage(false),
      new SignIn(2),
      new Remove(1, 3),
    ];
    await runSequence(false, 3, cmds, [0, 51]);
  });

  it("a removal pushed after another tab's login sync carried it is applied (seed -54793090)", async () => {
    await runSequence(false, 2, [new Add(0, 1), new SignIn(0), new Remove(0, 0)], [25, 1]);
  });

  it('a removal a revoked session could not send is applied when the user signs in again', async () => {
    const cmds = [
      new Add(0, 1),
      new Add(0, 2),
      new Wait(11_000),
      new TokensExpire(),
      new RefreshOutage(false),
      new Remove(1, 0),
      new Add(0, 3),
      new SessionRevoked(),
      new RefreshRecovers(),
      new SignIn(1),
    ];
    await runSequence(true, 2, cmds, []);
  });

  // Invariant: whatever the shopper does in whichever tab — edits, signing in and out, a coupon,
  // tokens expiring, the refresh endpoint failing for a while — every tab shows the session the
  // cookie holds and the cart of that identity, and once the network is back and time has
  // passed, the user's server cart holds exactly the lines and coupon the model says: no edit
  // went to another identity's cart, none was lost, a removal made in one tab is not undone by
  // another, the login sync kept the server cart's coupon, and no transient refresh failure
  // signed anyone out.
  it('every tab adopts the session; the server cart is the model', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.integer({ min: 1, max: 3 }),
        fc.commands(commands, { maxCommands: 14, size: 'max' }),
        fc.oneof(
          fc.constant([]),
          fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 8 }),
        ),
        runSequence,
      ),
      {
        numRuns: RUNS,
        ...(SEED !== undefined ? { seed: SEED } : {}),
        ...(SEED !== undefined && PATH ? { path: PATH } : {}),
        verbose: 1,
      },
    );
  }, 600_000);

  // Invariant (e2e path 198 of seed 1036871890): two tabs of a guest each add a video at the same
  // moment, one tab signs in, the tokens expire, and both tabs again add at the same moment, with
  // requests taking time in any order: each tab's cart shows every line within the e2e's window
  // and never settles on fewer — a tab does not adopt an older cart from the other tab during the
  // token refresh.
  it('two tabs adding at once across a token refresh both show every line', async () => {
    const video = fc.integer({ min: 1, max: VIDEOS });
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(video, video, video, video),
        fc.nat({ max: 1 }),
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 8 }),
        async ([a, b, c, d], signer, latencies) => {
          await runSequence(
            false,
            2,
            [
              new AddTogether(0, 1, a, b),
              new SignIn(signer),
              new TokensExpire(),
              new AddTogether(0, 1, c, d),
            ],
            latencies,
          );
        },
      ),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), verbose: 1 },
    );
  }, 600_000);
});
