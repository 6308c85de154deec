import { type RouterContextProvider, redirect } from 'react-router';
import { getCommerce } from '../commerce/commerce.server';
import {
  AUTH_FORM_COPY,
  AUTH_FORM_HOME,
  type AuthFormFailure,
  type AuthFormMode,
  MISSING_FIELDS,
} from './auth-form-copy';
import { embedOrigins } from './embed-origins.server';
import { safeRedirect } from './safe-redirect';

/**
 * The auth forms' route action: a form posted before the page's script runs (or without it) signs
 * in or registers through the request's SDK instance — the same calls the script makes — and the
 * root middleware writes the session cookie onto the redirect. A failure comes back to the form
 * with the e-mail kept (never the password).
 */
export async function authFormAction(
  mode: AuthFormMode,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AuthFormFailure> {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  if (!email || !password) return { error: MISSING_FIELDS, email };
  const { auth, affiliate } = getCommerce(context);
  const result =
    mode === 'login'
      ? await auth.signIn({ email, password })
      : await auth.register({
          email,
          password,
          referralCode: affiliate.referral()?.referralCode ?? null,
          ...(mode === 'affiliate-sign-up' ? { isAffiliate: true } : {}),
        });
  if (result.error) return { error: result.error.message || AUTH_FORM_COPY[mode].fallback, email };
  const target = new URL(request.url).searchParams.get('redirect');
  // A page of an embedding site (decision 097) is a target too: the login's return to it.
  throw redirect(safeRedirect(target, AUTH_FORM_HOME[mode], embedOrigins()));
}
