import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSwipeThreshold, swipeDistance } from './toast-swipe';

/**
 * A toast as sonner renders it: data attributes, a close button, some text. `swiping` adds what
 * sonner renders once React has caught up with a swipe (`data-swiping`, the swipe amounts).
 */
function toastOf(extra: Record<string, string> = {}, swiping?: { x: number; y?: number }) {
  const toast = document.createElement('li');
  toast.setAttribute('data-sonner-toast', '');
  for (const [name, value] of Object.entries(extra)) toast.setAttribute(name, value);
  if (swiping) {
    toast.setAttribute('data-swiping', 'true');
    toast.style.setProperty('--swipe-amount-x', `${swiping.x}px`);
    toast.style.setProperty('--swipe-amount-y', `${swiping.y ?? 0}px`);
  }
  const close = document.createElement('button');
  close.setAttribute('data-close-button', '');
  const clicked = vi.fn();
  close.addEventListener('click', clicked);
  const text = document.createElement('div');
  text.textContent = 'Saved';
  toast.append(close, text);
  document.body.append(toast);
  return { toast, close, text, clicked };
}

let pointerId = 0;
/** Presses `element` at (100, 50) and releases it `dx`, `dy` px away: one pointer's swipe. */
function swipe(element: Element, dx: number, dy = 0, init: PointerEventInit = {}) {
  const id = ++pointerId;
  const at = (type: string, x: number, y: number) =>
    element.dispatchEvent(
      new PointerEvent(type, { bubbles: true, pointerId: id, clientX: x, clientY: y, ...init }),
    );
  at('pointerdown', 100, 50);
  return () => at('pointerup', 100 + dx, 50 + dy);
}
const swiped = (element: Element, dx: number, dy = 0, init: PointerEventInit = {}) =>
  swipe(element, dx, dy, init)();

let uninstall: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  uninstall = installSwipeThreshold(document, 20, ['bottom', 'right']);
});
afterEach(() => {
  uninstall();
  document.getSelection()?.removeAllRanges();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('the 20 px swipe threshold', () => {
  it('closes a toast swiped 20 px towards an allowed edge', () => {
    const right = toastOf();
    const down = toastOf();
    swiped(right.text, 20);
    swiped(down.text, 0, 31);
    vi.runAllTimers();
    expect(right.clicked).toHaveBeenCalledOnce();
    expect(down.clicked).toHaveBeenCalledOnce();
  });

  // The flake of e2e/shell.spec.ts: sonner writes `data-swiping` and the swipe amounts from React
  // state (its direction lock is rendered after the first move), so under load the release can
  // come before the render — no `data-swiping`, or amounts still 0. The swipe happened all the
  // same: the threshold measures the pointer itself, from press to release.
  it('closes a toast swiped 22 px before sonner has rendered the swipe', () => {
    const unrendered = toastOf();
    const amountsNotWritten = toastOf({}, { x: 0 });
    swiped(unrendered.text, 22);
    swiped(amountsNotWritten.text, 22);
    vi.runAllTimers();
    expect(unrendered.clicked).toHaveBeenCalledOnce();
    expect(amountsNotWritten.clicked).toHaveBeenCalledOnce();
  });

  it('lets a shorter swipe, or one the wrong way, snap back', () => {
    const short = toastOf({}, { x: 40 });
    const left = toastOf();
    swiped(short.text, 19);
    swiped(left.text, -40);
    vi.runAllTimers();
    expect(short.clicked).not.toHaveBeenCalled();
    expect(left.clicked).not.toHaveBeenCalled();
  });

  it('leaves toasts that are not dismissible, or already removed, alone', () => {
    const fixed = toastOf({ 'data-dismissible': 'false' });
    const gone = toastOf({ 'data-removed': 'true' });
    swiped(fixed.text, 30);
    swiped(gone.text, 60);
    vi.runAllTimers();
    expect(fixed.clicked).not.toHaveBeenCalled();
    expect(gone.clicked).not.toHaveBeenCalled();
  });

  it('does not swipe what sonner does not: a press on a button, a right button, selecting text, a cancelled pointer', () => {
    const button = toastOf();
    const right = toastOf();
    const selecting = toastOf();
    const cancelled = toastOf();
    swiped(button.close, 30);
    swiped(right.text, 30, 0, { button: 2 });
    const release = swipe(selecting.text, 30);
    document.getSelection()?.selectAllChildren(selecting.text);
    release();
    document.getSelection()?.removeAllRanges();
    const releaseCancelled = swipe(cancelled.text, 30);
    cancelled.text.dispatchEvent(new PointerEvent('pointercancel', { bubbles: true, pointerId }));
    releaseCancelled();
    vi.runAllTimers();
    for (const t of [button, right, selecting, cancelled]) expect(t.clicked).not.toHaveBeenCalled();
  });

  it('releases with no press on a toast close nothing', () => {
    const toast = toastOf({}, { x: 30 });
    toast.text.dispatchEvent(
      new PointerEvent('pointerup', { bubbles: true, pointerId: 99, clientX: 130 }),
    );
    vi.runAllTimers();
    expect(toast.clicked).not.toHaveBeenCalled();
  });

  it('stops listening once uninstalled', () => {
    uninstall();
    const toast = toastOf({}, { x: 25 });
    swiped(toast.text, 25);
    vi.runAllTimers();
    expect(toast.clicked).not.toHaveBeenCalled();
  });
});

describe('swipeDistance', () => {
  it('measures only along the allowed directions', () => {
    expect(swipeDistance(25, 0, ['right'])).toBe(25);
    expect(swipeDistance(-25, 0, ['right'])).toBe(0);
    expect(swipeDistance(-25, 0, ['left'])).toBe(25);
    expect(swipeDistance(0, -30, ['top', 'right'])).toBe(30);
  });
});
