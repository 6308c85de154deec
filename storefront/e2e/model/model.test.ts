import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consoleInvariant, differences, moneyCents } from './invariants';
import {
  addLine,
  initialModel,
  type Line,
  pay,
  removeLine,
  sameLines,
  signIn,
  signOut,
  visibleCart,
} from './model';
import { DEFAULT_RUNS, modelOptions } from './options';

/** The cart model test's pure parts: the model's rules, the invariants, the run options. */

const line = (video: number, option = 'sd'): Line => ({
  productId: `prd_${video}_${option}`,
  videoId: `vid_${video}`,
  priceCents: 999,
});

describe('the model', () => {
  // Invariant: whatever is added and removed, the cart holds at most one line per video, and
  // the last product added for a video is its line unless removed since.
  it('keeps one line per video, the last added', () => {
    const edit = fc.oneof(
      fc.record({ add: fc.nat({ max: 4 }), option: fc.constantFrom('sd', 'hd', 'rental') }),
      fc.record({ remove: fc.nat({ max: 4 }), option: fc.constantFrom('sd', 'hd', 'rental') }),
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 30 }), (edits) => {
        const m = initialModel(true);
        const last = new Map<string, string>();
        for (const e of edits) {
          if ('add' in e) {
            const l = line(e.add, e.option);
            addLine(visibleCart(m), l);
            last.set(l.videoId, l.productId);
          } else {
            const id = line(e.remove, e.option).productId;
            removeLine(visibleCart(m), id);
            for (const [video, product] of last) if (product === id) last.delete(video);
          }
        }
        const lines = visibleCart(m).lines;
        expect(new Set(lines.map((l) => l.videoId)).size).toBe(lines.length);
        expect(
          sameLines(
            lines.map((l) => l.productId),
            [...last.values()],
          ),
        ).toBe(true);
      }),
    );
  });

  it('signs in by merging the guest cart into the server cart (the guest coupon wins)', () => {
    const m = initialModel(false);
    m.server = { lines: [line(1), line(2)], coupon: 'FIVEOFF' };
    addLine(m.guest, line(2));
    addLine(m.guest, line(3));
    m.guest.coupon = 'WELCOME10';
    signIn(m);
    expect(m.server.lines.map((l) => l.productId)).toEqual(['prd_1_sd', 'prd_2_sd', 'prd_3_sd']);
    expect(m.server.coupon).toBe('WELCOME10');
    expect(m.guest.lines).toEqual([]);
    expect(visibleCart(m)).toBe(m.server);
  });

  it('a coupon left on an emptied guest cart still wins at sign-in (the model run, seed 1218882489 path 31)', () => {
    const m = initialModel(false);
    m.server = { lines: [line(1)], coupon: null };
    m.guest = { lines: [], coupon: 'FIVEOFF' };
    signIn(m);
    expect(m.server).toEqual({ lines: [line(1)], coupon: 'FIVEOFF' });
  });

  it('signing in with an empty guest cart keeps the server cart and its coupon', () => {
    const m = initialModel(false);
    m.server = { lines: [line(1)], coupon: 'FIVEOFF' };
    signIn(m);
    expect(m.server).toEqual({ lines: [line(1)], coupon: 'FIVEOFF' });
  });

  it('signing out empties the browser cart and keeps the server cart; paying owns the videos', () => {
    const m = initialModel(true);
    addLine(m.server, line(1));
    signOut(m);
    expect(visibleCart(m).lines).toEqual([]);
    expect(m.server.lines).toEqual([line(1)]);
    signIn(m);
    m.server.coupon = 'WELCOME10';
    pay(m);
    expect(m.server).toEqual({ lines: [], coupon: null });
    expect(m.owned).toEqual(['vid_1']);
  });
});

describe('the invariants', () => {
  const tab = (badge: string | null, signedIn: boolean | null) => ({
    tab: 0,
    url: '/cart',
    badge,
    signedIn,
  });

  it('hold when the server, the badges and the sessions agree with the model', () => {
    const m = initialModel(true);
    addLine(m.server, line(1));
    addLine(m.server, line(2));
    m.server.coupon = 'WELCOME10';
    const server = { productIds: ['prd_2_sd', 'prd_1_sd'], couponCode: 'WELCOME10' };
    expect(differences(m, server, [tab('2', true), tab('2', true)])).toEqual([]);
  });

  it('name every difference: a lost line, a coupon, a badge, a session', () => {
    const m = initialModel(true);
    addLine(m.server, line(1));
    addLine(m.server, line(2));
    const found = differences(m, { productIds: ['prd_1_sd'], couponCode: 'FIVEOFF' }, [
      tab('1', false),
    ]);
    expect(found).toEqual([
      { invariant: 'cart', text: 'server cart [prd_1_sd], model [prd_1_sd, prd_2_sd]' },
      { invariant: 'cart', text: 'server coupon FIVEOFF, model null' },
      { invariant: 'cart', text: 'tab 0 (/cart) badge 1, model 2', tab: 0 },
      { invariant: 'session', text: 'tab 0 (/cart) shows signed out, model signed in', tab: 0 },
    ]);
  });

  it('a guest has the browser cart in the badge and an untouched server cart', () => {
    const m = initialModel(false);
    addLine(m.guest, line(4));
    expect(differences(m, null, [tab('1', false)])).toEqual([]);
  });

  it('read amounts as the storefront prints them', () => {
    expect(moneyCents('$17.08')).toBe(1708);
    expect(moneyCents('−$1.90')).toBe(190);
    expect(moneyCents('Order RC-000123, $1,017.09')).toBe(101709);
    expect(moneyCents('Pay $0.00')).toBe(0);
    expect(moneyCents('free')).toBeNull();
  });

  it('count hydration warnings at any level and console errors, not failed loads', () => {
    expect(consoleInvariant('warning', 'Recovered from a hydration mismatch Error: #418')).toBe(
      'hydration',
    );
    expect(consoleInvariant('error', 'Minified React error #418; visit')).toBe('hydration');
    expect(consoleInvariant('error', 'TypeError: x is undefined')).toBe('console');
    expect(consoleInvariant('error', 'Failed to load resource: status of 500')).toBeNull();
    expect(consoleInvariant('warning', 'something else')).toBeNull();
  });
});

describe('the run options', () => {
  it('split the runs over two shards from a printed random seed by default', () => {
    const options = modelOptions({}, () => 41);
    expect(options.shards).toEqual([
      { index: 0, runs: DEFAULT_RUNS / 2, seed: 41 },
      { index: 1, runs: DEFAULT_RUNS / 2, seed: 42 },
    ]);
    expect(options).toMatchObject({
      shrink: false,
      keepGoing: false,
      tolerate: [],
      repeat: 1,
      reportPassed: false,
    });
  });

  it('print passing sequences’ reports only on demand', () => {
    expect(modelOptions({ E2E_MODEL_REPORT: '1' }).reportPassed).toBe(true);
    expect(modelOptions({ E2E_MODEL_REPORT: '0' }).reportPassed).toBe(false);
  });

  it('repeat the same sequences on demand, within bounds', () => {
    expect(modelOptions({ E2E_MODEL_REPEAT: '12' }).repeat).toBe(12);
    expect(modelOptions({ E2E_MODEL_REPEAT: '0' }).repeat).toBe(1);
    expect(modelOptions({ E2E_MODEL_REPEAT: '5000' }).repeat).toBe(100);
    expect(modelOptions({ E2E_MODEL_REPEAT: 'x' }).repeat).toBe(1);
  });

  it('replay one shard from a given seed and path; many runs on demand', () => {
    const options = modelOptions({
      E2E_MODEL_SEED: '-7',
      E2E_MODEL_PATH: '3',
      E2E_MODEL_RUNS: '500',
    });
    expect(options.shards).toEqual([{ index: 0, runs: 500, seed: -7 }]);
    expect(options.path).toBe('3');
    expect(modelOptions({ E2E_MODEL_RUNS: '7', E2E_MODEL_SHARDS: '2' }, () => 0).shards).toEqual([
      { index: 0, runs: 4, seed: 0 },
      { index: 1, runs: 3, seed: 1 },
    ]);
  });

  it('tolerate known invariants by name and refuse unknown names', () => {
    expect(modelOptions({ E2E_MODEL_TOLERATE: 'hydration, success-badge' }).tolerate).toEqual([
      'hydration',
      'success-badge',
    ]);
    expect(() => modelOptions({ E2E_MODEL_TOLERATE: 'hydratoin' })).toThrow(/unknown hydratoin/);
  });
});
