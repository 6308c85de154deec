/** Starts the SDK when nothing better is left to do after the first paint (ms after `load`). */
export const IDLE_START_MS = 2_000;
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
/** The SDK's tab channel (`CART_SYNC_CHANNEL`): its tabs say there when the cart changes. */
export const CART_SYNC = 'cart-sync';

/** Whether a message on the tabs' channel is news of the cart or the session (not a hello). */
export const isNewsOfTheCart = (message: unknown) =>
  (message as { kind?: unknown } | null)?.kind !== 'tab.hello';

/**
 * When a page whose SDK waits (decision 051) starts it: at the first interaction; when the browser
 * is idle a little after `load`; or as soon as another tab changes the cart or the session
 * (a message on the tabs' channel other than a tab saying hello), so that its badge shows the
 * change at once rather than only once the page is idle — a page still loading a resource, or
 * one the browser keeps in the background, may not be idle for long. Calls `start` once;
 * answers the function that stops watching.
 */
export function watchStartTriggers(win: Window & typeof globalThis, start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let channel: BroadcastChannel | undefined;
  const once = () => {
    stop();
    start();
  };
  const idle = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in win) win.requestIdleCallback(once, { timeout: 2_000 });
      else once();
    }, IDLE_START_MS);
  };
  function stop() {
    clearTimeout(timer);
    channel?.close();
    win.removeEventListener('load', idle);
    for (const type of FIRST_INTERACTION) win.removeEventListener(type, once, true);
  }
  for (const type of FIRST_INTERACTION) {
    win.addEventListener(type, once, { capture: true, passive: true, once: true });
  }
  if (typeof win.BroadcastChannel === 'function') {
    channel = new win.BroadcastChannel(CART_SYNC);
    channel.onmessage = ({ data }: MessageEvent) => {
      if (isNewsOfTheCart(data)) once();
    };
  }
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
  return stop;
}
