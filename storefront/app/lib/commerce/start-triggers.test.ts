import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHANGED } from '../../../../sdk/src/auth/sessionSharing';
import { CART_SYNC_CHANNEL } from '../../../../sdk/src/constants';
import { CART_SYNC, IDLE_START_MS, isNewsOfTheCart, watchStartTriggers } from './start-triggers';

/** A window of the test's own: events, a ready state, an idle queue, Node's BroadcastChannel. */
function fakeWindow(readyState: DocumentReadyState = 'loading') {
  const idle: Array<() => void> = [];
  const win = Object.assign(new EventTarget(), {
    document: { readyState },
    BroadcastChannel,
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  });
  return { win: win as unknown as Window & typeof globalThis, idle };
}

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('when a waiting page starts its SDK', () => {
  it('listens on the SDK’s own channel', () => {
    expect(CART_SYNC).toBe(CART_SYNC_CHANNEL);
  });

  it('at the first interaction, once', () => {
    const { win } = fakeWindow();
    const start = vi.fn();
    stops.push(watchStartTriggers(win, start));
    win.dispatchEvent(new Event('pointerdown'));
    win.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('when the browser is idle a little after load', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { win, idle } = fakeWindow();
    const start = vi.fn();
    stops.push(watchStartTriggers(win, start));
    win.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(IDLE_START_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    idle.shift()?.();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('as soon as another tab changes the cart or the session, not when a tab says hello', async () => {
    expect(isNewsOfTheCart({ kind: 'tab.hello', origin: 'a' })).toBe(false);
    for (const kind of ['cart.updated', 'cart.cleared', 'coupon.changed', SESSION_CHANGED]) {
      expect(isNewsOfTheCart({ kind })).toBe(true);
    }
    const { win } = fakeWindow();
    const started = new Promise<void>((resolve) => stops.push(watchStartTriggers(win, resolve)));
    const otherTab = new BroadcastChannel(CART_SYNC_CHANNEL);
    otherTab.postMessage({ kind: 'cart.updated', origin: 'other', revision: 1 });
    await started;
    otherTab.close();
  });

  it('stops watching when told', () => {
    const { win } = fakeWindow('complete');
    const start = vi.fn();
    watchStartTriggers(win, start)();
    win.dispatchEvent(new Event('pointerdown'));
    expect(start).not.toHaveBeenCalled();
  });
});
