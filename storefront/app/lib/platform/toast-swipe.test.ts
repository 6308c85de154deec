import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installSwipeThreshold, swipeDistance } from './toast-swipe';

/** A toast as sonner renders it mid-swipe: data attributes, swipe amounts, a close button. */
function swipedToast(x: number, y = 0, extra: Record<string, string> = {}) {
  const toast = document.createElement('li');
  toast.setAttribute('data-sonner-toast', '');
  toast.setAttribute('data-swiping', 'true');
  for (const [name, value] of Object.entries(extra)) toast.setAttribute(name, value);
  toast.style.setProperty('--swipe-amount-x', `${x}px`);
  toast.style.setProperty('--swipe-amount-y', `${y}px`);
  const close = document.createElement('button');
  close.setAttribute('data-close-button', '');
  const clicked = vi.fn();
  close.addEventListener('click', clicked);
  const text = document.createElement('div');
  toast.append(close, text);
  document.body.append(toast);
  return { text, clicked };
}

let uninstall: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  uninstall = installSwipeThreshold(document, 20, ['bottom', 'right']);
});
afterEach(() => {
  uninstall();
  document.body.replaceChildren();
  vi.useRealTimers();
});

const release = (element: Element) =>
  element.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));

describe('the 20 px swipe threshold', () => {
  it('closes a toast swiped 20 px towards an allowed edge', () => {
    const right = swipedToast(20);
    const down = swipedToast(0, 31);
    release(right.text);
    release(down.text);
    vi.runAllTimers();
    expect(right.clicked).toHaveBeenCalledOnce();
    expect(down.clicked).toHaveBeenCalledOnce();
  });

  it('lets a shorter swipe, or one the wrong way, snap back', () => {
    const short = swipedToast(19);
    const left = swipedToast(-40);
    release(short.text);
    release(left.text);
    vi.runAllTimers();
    expect(short.clicked).not.toHaveBeenCalled();
    expect(left.clicked).not.toHaveBeenCalled();
  });

  it('leaves toasts that are not dismissible, or already removed, alone', () => {
    const fixed = swipedToast(30, 0, { 'data-dismissible': 'false' });
    const gone = swipedToast(60, 0, { 'data-removed': 'true' });
    release(fixed.text);
    release(gone.text);
    vi.runAllTimers();
    expect(fixed.clicked).not.toHaveBeenCalled();
    expect(gone.clicked).not.toHaveBeenCalled();
  });

  it('stops listening once uninstalled', () => {
    uninstall();
    const toast = swipedToast(25);
    release(toast.text);
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
