import { useAuth, useCommerce } from '@reelcart/sdk/react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  type AuthFormFailure,
  type AuthFormMode,
  AUTH_FORM_COPY as COPY,
  AUTH_FORM_HOME as HOME,
  MISSING_FIELDS,
} from '../lib/auth/auth-form-copy';
import { safeRedirect } from '../lib/auth/safe-redirect';
import { readAppConfig } from '../lib/platform/app-config';
import { GoogleSignIn } from './google-sign-in';
import { PendingButton } from './pending-button';

export type { AuthFormMode } from '../lib/auth/auth-form-copy';

/**
 * E-mail and password through the SDK (`signIn` / `register`); on success, the `?redirect=`
 * path (same-origin, or a page of an embedding site on EMBED_ORIGINS: decision 097) or the form's
 * home. Google sign-in is offered when the page's
 * configuration carries a client id. The form POSTs, so one submitted before the script runs (or
 * without it) goes to the route's action (`auth-form.server.ts`), whose `failure` shows here.
 */
export function AuthForm({
  mode,
  failure,
}: {
  mode: AuthFormMode;
  /** The route action's answer to a form posted without the script. */
  failure?: AuthFormFailure | undefined;
}) {
  const { signIn, register } = useAuth();
  const commerce = useCommerce();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(failure?.error ?? null);
  const [pending, setPending] = useState(false);
  const id = useId();
  const copy = COPY[mode];
  const redirect = params.get('redirect');
  const referralCode = commerce.affiliate.referral()?.referralCode ?? null;

  /** Signed in: on to the target; a listed embedding site's page is another document. */
  function goOn() {
    const target = safeRedirect(redirect, HOME[mode], readAppConfig().embedOrigins);
    if (target.startsWith('/')) navigate(target, { replace: true });
    else window.location.replace(target);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) {
      setError(MISSING_FIELDS);
      return;
    }
    setPending(true);
    setError(null);
    const result =
      mode === 'login'
        ? await signIn({ email, password })
        : await register({
            email,
            password,
            referralCode,
            ...(mode === 'affiliate-sign-up' ? { isAffiliate: true } : {}),
          });
    setPending(false);
    if (result.error) {
      setError(result.error.message || copy.fallback);
      return;
    }
    goOn();
  }

  const other = mode === 'login' ? '/sign-up' : '/login';
  const otherQuery = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-sm">
      <h1 id="page-title" className="font-semibold text-2xl">
        {copy.title}
      </h1>
      {mode === 'affiliate-sign-up' ? (
        <p className="mt-2 text-sm text-zinc-400">
          Earn from the sales you refer. You will set up your payout details after signing up.
          {referralCode ? ` Referred with code ${referralCode}.` : ''}
        </p>
      ) : null}
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-6 flex flex-col gap-4"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-email`} className="text-sm">
            E-mail
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={failure?.email}
            required
            aria-invalid={error ? true : undefined}
            className="rounded-md border border-zinc-700 bg-zinc-900 px-3 py-2"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-password`} className="text-sm">
            Password
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            aria-invalid={error ? true : undefined}
            className="rounded-md border border-zinc-700 bg-zinc-900 px-3 py-2"
          />
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-rose-400 text-sm">
            {error}
          </p>
        ) : null}
        <PendingButton
          type="submit"
          className="btn btn-solid"
          pending={pending}
          pendingLabel={copy.pending}
        >
          {copy.submit}
        </PendingButton>
      </form>
      {mode !== 'affiliate-sign-up' ? <GoogleSignIn onSignedIn={goOn} onError={setError} /> : null}
      <p className="mt-6 text-sm text-zinc-400">
        {mode === 'login' ? 'New here? ' : 'Already have an account? '}
        <Link to={`${other}${otherQuery}`} className="text-rose-400 underline">
          {mode === 'login' ? 'Create an account' : 'Log in'}
        </Link>
      </p>
    </section>
  );
}
