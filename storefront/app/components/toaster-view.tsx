import { type CSSProperties, useEffect } from 'react';
import { Toaster } from 'sonner';
import {
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_OFFSET,
  TOAST_POSITION,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VISIBLE_MAX,
  TOAST_WIDTH_PX,
} from '../lib/platform/constants';
import { toasterReady } from '../lib/platform/toast';
import { installSwipeThreshold, type SwipeDirection } from '../lib/platform/toast-swipe';

/** The edges a toast can be swiped off: sonner's default for the position ('bottom-right'). */
const SWIPE_DIRECTIONS = TOAST_POSITION.split('-') as SwipeDirection[];

const widthStyle: CSSProperties & Record<'--width', string> = { '--width': `${TOAST_WIDTH_PX}px` };

/**
 * Toasts with spec §9's constants; they dismiss on time, on a swipe of TOAST_SWIPE_THRESHOLD_PX
 * (20 px; sonner's own 45 px is lowered by installSwipeThreshold) or with the close button.
 */
export function ToasterView() {
  // Runs after sonner's own effect has subscribed the toaster.
  useEffect(() => toasterReady(), []);
  useEffect(() => installSwipeThreshold(document, TOAST_SWIPE_THRESHOLD_PX, SWIPE_DIRECTIONS), []);
  return (
    <Toaster
      position={TOAST_POSITION}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      gap={TOAST_GAP_PX}
      offset={TOAST_OFFSET}
      closeButton
      theme="dark"
      style={widthStyle}
    />
  );
}
