/**
 * Spec §9 constants the storefront uses. They live in the SDK's `constants.ts`, which
 * `@reelcart/sdk` does not export yet; read from its path until it does (one line to change).
 */
export {
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
} from '../../../sdk/src/constants';
