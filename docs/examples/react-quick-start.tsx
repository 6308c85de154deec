import type { Commerce } from '@reelcart/sdk';
import { CommerceProvider, useAuth, useAuthEvent } from '@reelcart/sdk/react';
import { type FormEvent, useState } from 'react';

/** The React half of docs/getting-started.md: a provider, `useAuth`, `useAuthEvent`. */
export function App({ commerce }: { commerce: Commerce }) {
  return (
    <CommerceProvider commerce={commerce}>
      <AccountMenu />
    </CommerceProvider>
  );
}

function AccountMenu() {
  const { session, error, isBusy, signIn, signOut } = useAuth();
  const [notice, setNotice] = useState<string | null>(null);
  // The spec's toast for an affiliate without payout details, as the machine emits it.
  useAuthEvent('auth.paymentInfoMissing', ({ toast }) => setNotice(toast.title));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    await signIn({ email: String(form.get('email')), password: String(form.get('password')) });
  }

  if (session) {
    return (
      <p>
        Signed in as {session.username}
        {notice && <strong role="status">{notice}</strong>}
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </p>
    );
  }
  return (
    <form onSubmit={submit}>
      <input name="email" type="email" aria-label="E-mail" required />
      <input name="password" type="password" aria-label="Password" required />
      <button type="submit" disabled={isBusy}>
        Sign in
      </button>
      {error && <p role="alert">{error.message}</p>}
    </form>
  );
}
