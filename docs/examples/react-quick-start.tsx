import type { Commerce } from '@reelcart/sdk';
import type { CartProduct } from '@reelcart/sdk/contract';
import { CommerceProvider, useAuth, useAuthEvent, useCart } from '@reelcart/sdk/react';
import { type FormEvent, useState } from 'react';

/** The React half of docs/getting-started.md: a provider, `useAuth`, `useAuthEvent`, `useCart`. */
export function App({ commerce, product }: { commerce: Commerce; product: CartProduct }) {
  return (
    <CommerceProvider commerce={commerce}>
      <AccountMenu />
      <AddToCart product={product} />
    </CommerceProvider>
  );
}

function AddToCart({ product }: { product: CartProduct }) {
  const { count, total, add } = useCart();
  return (
    <p>
      <button type="button" onClick={() => add(product)}>
        Add {product.video.title}
      </button>
      <output aria-label="Cart">
        {count} in cart, ${total.toFixed(2)}
      </output>
    </p>
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
