// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_CALLBACK_FALLBACK_MS } from '../constants';
import {
  createBrowserPageLifecycle,
  createManualPageLifecycle,
  type PageLifecycleEvent,
} from './pageLifecycle';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setVisibility(state: 'hidden' | 'visible') {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('browser page lifecycle', () => {
  it('maps pagehide, beforeunload and visibilitychange-to-hidden to events', () => {
    const lifecycle = createBrowserPageLifecycle();
    const events: PageLifecycleEvent[] = [];
    const stop = lifecycle.subscribe((event) => events.push(event));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('beforeunload'));
    setVisibility('hidden');
    setVisibility('visible');
    expect(events).toEqual(['hide', 'unload', 'visibilityHidden']);
    stop();
  });

  it('adds listeners on the first subscription and removes them after the last', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const lifecycle = createBrowserPageLifecycle();
    expect(add).not.toHaveBeenCalled();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = lifecycle.subscribe(first);
    const stopSecond = lifecycle.subscribe(second);
    expect(add).toHaveBeenCalledTimes(2);
    stopFirst();
    expect(remove).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('hide');
    stopSecond();
    expect(remove).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('pagehide'));
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('runs idle callbacks after the 50 ms fallback when requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    const win = {
      addEventListener() {},
      removeEventListener() {},
      document: { visibilityState: 'visible', addEventListener() {}, removeEventListener() {} },
    };
    const lifecycle = createBrowserPageLifecycle(win);
    const callback = vi.fn();
    lifecycle.onIdle(callback);
    vi.advanceTimersByTime(IDLE_CALLBACK_FALLBACK_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    lifecycle.onIdle(cancelled)();
    vi.advanceTimersByTime(IDLE_CALLBACK_FALLBACK_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('uses requestIdleCallback where it exists, and cancels through it', () => {
    const pending = new Map<number, () => void>();
    const win = {
      addEventListener() {},
      removeEventListener() {},
      document: { visibilityState: 'visible', addEventListener() {}, removeEventListener() {} },
      requestIdleCallback(callback: () => void) {
        pending.set(pending.size + 1, callback);
        return pending.size;
      },
      cancelIdleCallback(handle: number) {
        pending.delete(handle);
      },
    };
    const lifecycle = createBrowserPageLifecycle(win);
    const kept = vi.fn();
    const dropped = vi.fn();
    lifecycle.onIdle(kept);
    lifecycle.onIdle(dropped)();
    for (const callback of pending.values()) callback();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });
});

describe('manual page lifecycle', () => {
  it('delivers triggered events to subscribers until they unsubscribe', () => {
    const lifecycle = createManualPageLifecycle();
    const handler = vi.fn();
    const stop = lifecycle.subscribe(handler);
    expect(lifecycle.subscriberCount).toBe(1);
    lifecycle.trigger('unload');
    stop();
    lifecycle.trigger('hide');
    expect(handler.mock.calls).toEqual([['unload']]);
    expect(lifecycle.subscriberCount).toBe(0);
  });

  it('runs pending idle callbacks when told, except cancelled ones', () => {
    const lifecycle = createManualPageLifecycle();
    const order: string[] = [];
    lifecycle.onIdle(() => order.push('first'));
    const cancel = lifecycle.onIdle(() => order.push('cancelled'));
    lifecycle.onIdle(() => order.push('second'));
    cancel();
    expect(lifecycle.pendingIdleCount).toBe(2);
    lifecycle.runIdle();
    lifecycle.runIdle();
    expect(order).toEqual(['first', 'second']);
  });
});
