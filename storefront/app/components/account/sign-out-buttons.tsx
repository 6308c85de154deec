import { accountCalls, isCommerceError } from '@reelcart/sdk/contract';
import { useAuth, useCommerce } from '@reelcart/sdk/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PendingButton } from '../pending-button';

/** Signs this browser out through the SDK (the auth cookie is cleared), then goes to /login. */
export function SignOutButton({ className = 'btn btn-outline' }: { className?: string }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        signOut();
        navigate('/login');
      }}
    >
      Sign out
    </button>
  );
}

/**
 * Revokes every refresh token of the user on the server (every device), then signs this browser
 * out. A failure leaves the user signed in and says so.
 */
export function SignOutEverywhere() {
  const { client } = useCommerce();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setPending(true);
    setError(null);
    try {
      await client.request(accountCalls.signOutEverywhere);
      signOut();
      navigate('/login');
    } catch (failure) {
      if (!isCommerceError(failure)) throw failure;
      setError('We could not sign you out of your other devices. Please try again.');
      setPending(false);
    }
  };
  return (
    <div>
      <p className="text-sm text-zinc-400">
        Ends every session of your account, on every device and browser, this one included.
      </p>
      <PendingButton
        className="btn btn-outline mt-3"
        pending={pending}
        pendingLabel="Signing out…"
        onClick={() => void run()}
      >
        Sign out of all devices
      </PendingButton>
      {error ? (
        <p role="alert" className="mt-2 text-rose-400 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
