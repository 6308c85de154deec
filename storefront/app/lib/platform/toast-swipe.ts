/**
 * Spec §9: a toast is dismissed by a swipe of TOAST_SWIPE_THRESHOLD_PX (20 px). sonner 2.0.8
 * hard-codes 45 px (or a fast flick) and has no option for it, so this listener closes the
 * toasts sonner lets snap back: when a swipe ends, it reads how far sonner moved the toast (the
 * `--swipe-amount-x/-y` it sets while `data-swiping` is true) and, from the threshold up in a
 * direction the toaster allows, presses the toast's close button. Longer swipes sonner dismisses
 * itself. It reads sonner's DOM, so sonner is pinned and an end-to-end test swipes a real toast.
 */
export type SwipeDirection = 'left' | 'right' | 'top' | 'bottom';

function amount(toast: HTMLElement, axis: 'x' | 'y'): number {
  const value = toast.style.getPropertyValue(`--swipe-amount-${axis}`).replace('px', '');
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** How far a toast was swiped in the allowed directions (0 when it moved the other way). */
export function swipeDistance(x: number, y: number, directions: readonly SwipeDirection[]) {
  const along = [
    directions.includes('right') ? x : 0,
    directions.includes('left') ? -x : 0,
    directions.includes('bottom') ? y : 0,
    directions.includes('top') ? -y : 0,
  ];
  return Math.max(0, ...along);
}

export function installSwipeThreshold(
  doc: Document,
  thresholdPx: number,
  directions: readonly SwipeDirection[],
): () => void {
  const onPointerUp = (event: PointerEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const toast = target?.closest<HTMLElement>('[data-sonner-toast][data-swiping="true"]');
    if (!toast || toast.dataset.dismissible === 'false') return;
    const distance = swipeDistance(amount(toast, 'x'), amount(toast, 'y'), directions);
    if (distance < thresholdPx) return;
    const close = toast.querySelector<HTMLButtonElement>('[data-close-button]');
    // After sonner's own handler: it either dismissed the toast already or snapped it back.
    setTimeout(() => {
      if (close?.isConnected && toast.dataset.removed !== 'true') close.click();
    }, 0);
  };
  // Capture, so this runs before the toast's handler resets the swipe amounts.
  doc.addEventListener('pointerup', onPointerUp, true);
  return () => doc.removeEventListener('pointerup', onPointerUp, true);
}
