import { useAuth, useCommerce } from '@reelcart/sdk/react';
import { useEffect, useRef, useState } from 'react';
import { readAppConfig } from '../lib/platform/app-config';

const GIS_SCRIPT = 'https://accounts.google.com/gsi/client';

/** The part of Google Identity Services this page uses. */
export interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

function isGoogleIdentity(value: unknown): value is GoogleIdentity {
  const id = (value as { accounts?: { id?: unknown } } | undefined)?.accounts?.id;
  return typeof id === 'object' && id !== null && 'initialize' in id && 'renderButton' in id;
}

let loading: Promise<GoogleIdentity> | null = null;

/** Loads Google's script once per page (or uses a `window.google` already there). */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const present: unknown = Reflect.get(window, 'google');
  if (isGoogleIdentity(present)) return Promise.resolve(present);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SCRIPT;
    script.async = true;
    script.onload = () => {
      const google: unknown = Reflect.get(window, 'google');
      if (isGoogleIdentity(google)) resolve(google);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Google Identity Services could not be fetched'));
    };
    document.head.append(script);
  });
  return loading;
}

interface GoogleSignInProps {
  onSignedIn(): void;
  onError(message: string): void;
}

/**
 * "Continue with Google" through Google Identity Services, only when the page's configuration
 * carries a client id (GOOGLE_CLIENT_ID); nothing otherwise. The ID token goes to the SDK's
 * `signInWithGoogle` with the visitor's referral code.
 */
export function GoogleSignIn({ onSignedIn, onError }: GoogleSignInProps) {
  const { signInWithGoogle } = useAuth();
  const commerce = useCommerce();
  const container = useRef<HTMLDivElement>(null);
  const [clientId, setClientId] = useState<string | null>(null);
  const handlers = useRef({ onSignedIn, onError });
  handlers.current = { onSignedIn, onError };

  // Client only: the configuration is read after hydration, so server and client render alike.
  useEffect(() => setClientId(readAppConfig().googleClientId), []);

  useEffect(() => {
    const parent = container.current;
    if (!clientId || !parent) return;
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        if (cancelled) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: async ({ credential }) => {
            const referralCode = commerce.affiliate.referral()?.referralCode ?? null;
            const result = await signInWithGoogle({ credential, referralCode });
            if (result.error) handlers.current.onError(result.error.message);
            else handlers.current.onSignedIn();
          },
        });
        google.accounts.id.renderButton(parent, {
          theme: 'filled_black',
          size: 'large',
          text: 'continue_with',
          width: 320,
        });
      })
      .catch(() => {
        if (!cancelled) handlers.current.onError('Google sign-in is unavailable right now.');
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, commerce, signInWithGoogle]);

  if (!clientId) return null;
  return <div ref={container} data-testid="google-sign-in" className="mt-4 flex justify-center" />;
}
