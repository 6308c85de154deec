/**
 * Spec §9: a toast is dismissed by a swipe of TOAST_SWIPE_THRESHOLD_PX (20 px). sonner 2.0.8
 * hard-codes 45 px (or a fast flick) and has no option for it, so this listener closes the
 * toasts sonner lets snap back: it measures each swipe itself — where the pointer was pressed on
 * a toast, where it was released — and, from the threshold up in a direction the toaster allows,
 * presses the toast's close button. Longer swipes sonner usually dismisses itself.
 *
 * It does not read sonner's swipe state (`data-swiping`, `--swipe-amount-x/-y`): sonner renders
 * it from React state, and its direction lock only after a render, so a release that comes
 * before React has caught up (a loaded machine) found no swipe there and the toast stayed
 * (decision 107). It skips what sonner does not swipe: a press on a button, the right button,
 * a drag that selects text, a cancelled pointer. It reads sonner's DOM (the toast, its close
 * button, `data-dismissible`, `data-removed`), so sonner is pinned and an end-to-end test swipes a
 * real toast.
 */
export type SwipeDirection = 'left' | 'right' | 'top' | 'bottom';

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

interface Press {
  toast: HTMLElement;
  x: number;
  y: number;
}

export function installSwipeThreshold(
  doc: Document,
  thresholdPx: number,
  directions: readonly SwipeDirection[],
): () => void {
  const presses = new Map<number, Press>();
  const onPointerDown = (event: PointerEvent) => {
    presses.delete(event.pointerId);
    const target = event.target instanceof Element ? event.target : null;
    const toast = target?.closest<HTMLElement>('[data-sonner-toast]');
    if (!toast || event.button === 2 || target?.closest('button')) return;
    presses.set(event.pointerId, { toast, x: event.clientX, y: event.clientY });
  };
  const onPointerUp = (event: PointerEvent) => {
    const press = presses.get(event.pointerId);
    presses.delete(event.pointerId);
    if (!press || press.toast.dataset.dismissible === 'false') return;
    // sonner does not move a toast while text is selected: selecting is not swiping.
    if (doc.getSelection()?.toString()) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (swipeDistance(dx, dy, directions) < thresholdPx) return;
    const { toast } = press;
    const close = toast.querySelector<HTMLButtonElement>('[data-close-button]');
    // After sonner's own handler: it either dismissed the toast already or snapped it back.
    setTimeout(() => {
      if (close?.isConnected && toast.dataset.removed !== 'true') close.click();
    }, 0);
  };
  const onPointerCancel = (event: PointerEvent) => presses.delete(event.pointerId);
  // Capture, so the press is seen even when a handler below stops it.
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('pointerup', onPointerUp, true);
  doc.addEventListener('pointercancel', onPointerCancel, true);
  return () => {
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('pointerup', onPointerUp, true);
    doc.removeEventListener('pointercancel', onPointerCancel, true);
    presses.clear();
  };
}
