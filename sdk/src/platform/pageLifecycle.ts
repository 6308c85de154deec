import { IDLE_CALLBACK_FALLBACK_MS } from '../constants';

/**
 * The moments a page may go away, when pending work must be flushed (spec §9: sync is forced
 * on page hide, unload or visibility change). `visibilityHidden` fires only when the page
 * becomes hidden, not when it becomes visible again.
 */
export type PageLifecycleEvent = 'hide' | 'unload' | 'visibilityHidden';

export interface PageLifecycle {
  /** Answers the function that stops listening. */
  subscribe(handler: (event: PageLifecycleEvent) => void): () => void;
  /**
   * Runs `callback` when the browser is idle (requestIdleCallback), or after 50 ms where that
   * is missing. Answers the function that cancels it.
   */
  onIdle(callback: () => void): () => void;
}

/** The parts of `window` the browser lifecycle uses (so a test can pass its own). */
export interface LifecycleWindow {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  document: {
    visibilityState: string;
    addEventListener(type: string, listener: () => void): void;
    removeEventListener(type: string, listener: () => void): void;
  };
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * The page lifecycle of a browser: `pagehide` → 'hide', `beforeunload` → 'unload',
 * `visibilitychange` to hidden → 'visibilityHidden'. Listeners are added on the first
 * subscription and removed after the last, so creating one touches nothing; `win` is read
 * only then (default: the global window).
 */
export function createBrowserPageLifecycle(win?: LifecycleWindow): PageLifecycle {
  const handlers = new Set<(event: PageLifecycleEvent) => void>();
  let attached: LifecycleWindow | undefined;
  const emit = (event: PageLifecycleEvent) => {
    for (const handler of [...handlers]) handler(event);
  };
  const onPageHide = () => emit('hide');
  const onBeforeUnload = () => emit('unload');
  const onVisibilityChange = () => {
    if (attached?.document.visibilityState === 'hidden') emit('visibilityHidden');
  };
  const resolveWindow = (): LifecycleWindow | undefined =>
    win ?? (typeof window === 'undefined' ? undefined : window);

  return {
    subscribe(handler) {
      handlers.add(handler);
      if (!attached) {
        attached = resolveWindow();
        attached?.addEventListener('pagehide', onPageHide);
        attached?.addEventListener('beforeunload', onBeforeUnload);
        attached?.document.addEventListener('visibilitychange', onVisibilityChange);
      }
      return () => {
        handlers.delete(handler);
        if (handlers.size > 0 || !attached) return;
        attached.removeEventListener('pagehide', onPageHide);
        attached.removeEventListener('beforeunload', onBeforeUnload);
        attached.document.removeEventListener('visibilitychange', onVisibilityChange);
        attached = undefined;
      };
    },
    onIdle(callback) {
      const target = resolveWindow();
      if (target?.requestIdleCallback && target.cancelIdleCallback) {
        // Called as methods: detached, the browser's versions throw 'Illegal invocation'.
        const handle = target.requestIdleCallback(() => callback());
        return () => target.cancelIdleCallback?.(handle);
      }
      const timer = setTimeout(callback, IDLE_CALLBACK_FALLBACK_MS);
      return () => clearTimeout(timer);
    },
  };
}

/** A page lifecycle that tests drive by hand. */
export interface ManualPageLifecycle extends PageLifecycle {
  /** Delivers an event to every subscriber now. */
  trigger(event: PageLifecycleEvent): void;
  /** Runs every pending idle callback now (in the order they were asked for). */
  runIdle(): void;
  /** How many handlers are subscribed (to check that a machine cleans up). */
  readonly subscriberCount: number;
  /** How many idle callbacks are waiting. */
  readonly pendingIdleCount: number;
}

export function createManualPageLifecycle(): ManualPageLifecycle {
  const handlers = new Set<(event: PageLifecycleEvent) => void>();
  const idle = new Set<() => void>();
  return {
    subscribe(handler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    onIdle(callback) {
      // A wrapper per request, so asking twice with one function gives two callbacks.
      const entry = () => callback();
      idle.add(entry);
      return () => {
        idle.delete(entry);
      };
    },
    trigger(event) {
      for (const handler of [...handlers]) handler(event);
    },
    runIdle() {
      const due = [...idle];
      idle.clear();
      for (const callback of due) callback();
    },
    get subscriberCount() {
      return handlers.size;
    },
    get pendingIdleCount() {
      return idle.size;
    },
  };
}
