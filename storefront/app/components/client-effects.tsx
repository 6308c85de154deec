import { PAYMENT_INFO_TOAST } from '@reelcart/sdk/contract';
import { useAuth } from '@reelcart/sdk/react';
import { useEffect } from 'react';
import { watchBuild } from '../lib/platform/build-update';
import { watchChunkErrors } from '../lib/platform/chunk-reload';
import { applyDeveloperSettings, getDeveloperSettings } from '../lib/platform/developer-settings';
import { startPrefetch } from '../lib/platform/prefetch';
import { showToast } from '../lib/platform/toast';

const PAYMENT_TOAST_KEY = 'reelcart:payment-info-toast';

/** The browser-only parts of the shell: build polling, chunk-error reloads, prefetch, settings. */
export function ClientEffects({ buildId }: { buildId: string }) {
  useEffect(() => {
    applyDeveloperSettings(getDeveloperSettings());
    document.documentElement.dataset.hydrated = 'true';
    const stops = [watchBuild(buildId), watchChunkErrors(), startPrefetch()];
    return () => {
      for (const stop of stops) stop();
    };
  }, [buildId]);
  return null;
}

/**
 * Spec §6: affiliates without payout details are asked for them, once per browser session —
 * whether the session was restored from the cookie or just signed in (the SDK's auth state).
 */
export function PaymentInfoToast({ onSetup }: { onSetup: () => void }) {
  const { session } = useAuth();
  const needsPaymentInfo = Boolean(session?.isAffiliate && !session.hasPaymentInfo);
  useEffect(() => {
    if (!needsPaymentInfo || sessionStorage.getItem(PAYMENT_TOAST_KEY)) return;
    sessionStorage.setItem(PAYMENT_TOAST_KEY, '1');
    void showToast(PAYMENT_INFO_TOAST.title, {
      description: PAYMENT_INFO_TOAST.description,
      action: { label: PAYMENT_INFO_TOAST.action.label, onClick: onSetup },
    });
  }, [needsPaymentInfo, onSetup]);
  return null;
}
