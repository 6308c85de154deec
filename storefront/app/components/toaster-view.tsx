import { type CSSProperties, useEffect } from 'react';
import { Toaster } from 'sonner';
import {
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_OFFSET,
  TOAST_POSITION,
  TOAST_VISIBLE_MAX,
  TOAST_WIDTH_PX,
} from '../lib/constants';
import { toasterReady } from '../lib/toast';

const widthStyle: CSSProperties & Record<'--width', string> = { '--width': `${TOAST_WIDTH_PX}px` };

/**
 * Toasts with spec §9's constants; they dismiss on time, on swipe or with the close button.
 * Known gap: sonner 2.0.8 hard-codes its swipe threshold (45 px, or a fast flick) and has no prop
 * for the spec's TOAST_SWIPE_THRESHOLD_PX (20 px).
 */
export function ToasterView() {
  // Runs after sonner's own effect has subscribed the toaster.
  useEffect(() => toasterReady(), []);
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
