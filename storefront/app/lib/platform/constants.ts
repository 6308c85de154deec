import { constants } from '@reelcart/sdk';

/** Spec §9 constants the storefront uses, from the SDK's single list. */
export const {
  PAYLOAD_PREFETCH_DELAY_MS,
  PRELOAD_QUEUE_MAX,
  RELOAD_GUARD_MS,
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_OFFSET,
  TOAST_POSITION,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VISIBLE_MAX,
  TOAST_WIDTH_PX,
} = constants;
