import {
  accountCalls,
  authCalls,
  ChangePasswordRequest,
  checkoutCalls,
  isCommerceError,
  type OrderList,
  orderCalls,
  type Profile,
  parseWith,
} from '@reelcart/sdk/contract';
import { type RouterContextProvider, redirect } from 'react-router';
import { loginPath } from '../../guards';
import { getCommerce } from '../commerce/commerce.server';
import { routeInvalid } from '../platform/errors';

type Context = Readonly<RouterContextProvider>;

export const ORDERS_PAGE_SIZE = 10;
const UNAVAILABLE = 'We could not load this just now. Please try again in a moment.';

/** A list or a message: the page shows an inline error with a retry instead of the error page. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

/** A session the SDK could not refresh (a 401 after its one retry): sign in again, then come back. */
function whenSignedOut(error: unknown, url: URL) {
  if (isCommerceError(error) && error.status === 401) throw redirect(loginPath(url));
}

export async function loaded<T>(url: URL, load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    whenSignedOut(error, url);
    if (!isCommerceError(error)) throw error;
    return { ok: false, message: UNAVAILABLE };
  }
}

/** `?page=` as a positive integer (anything else is page 1). */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function loadOrders(context: Context, url: URL): Promise<Loaded<OrderList>> {
  const page = pageParam(url);
  return loaded(url, () =>
    getCommerce(context).client.request(orderCalls.listOrders, {
      query: { page, limit: ORDERS_PAGE_SIZE },
    }),
  );
}

/**
 * One order of the signed-in user with its gateway's name; another user's (or an unknown) number
 * is the fatal 404 page.
 */
export async function loadOrder(context: Context, orderNumber: string, url: URL) {
  const { client } = getCommerce(context);
  try {
    const [order, billers] = await Promise.all([
      client.request(orderCalls.getOrder, { params: { orderNumber } }),
      client.request(checkoutCalls.listBillers).catch(() => ({ billers: [] })),
    ]);
    const billerName = billers.billers.find((b) => b.id === order.billerId)?.name ?? null;
    return { order, billerName };
  } catch (error) {
    whenSignedOut(error, url);
    if (isCommerceError(error) && (error.status === 404 || error.status === 400)) {
      throw routeInvalid(url.pathname);
    }
    throw error;
  }
}

export function loadProfile(context: Context, url: URL): Promise<Loaded<Profile>> {
  return loaded(url, () => getCommerce(context).client.request(accountCalls.getProfile));
}

/** Who is signed in: the API's answer for e-mail and id, the token's claims for role and expiry. */
export async function loadWhoAmI(context: Context, url: URL) {
  const commerce = getCommerce(context);
  const user = await commerce.client.request(authCalls.currentUser).catch((error: unknown) => {
    whenSignedOut(error, url);
    throw error;
  });
  const session = commerce.auth.getSnapshot().session;
  return {
    email: user.email,
    id: user.id,
    userRole: session?.role ?? 'user',
    expiresAt: session?.jwtExpiration ? new Date(session.jwtExpiration * 1000).toISOString() : null,
  };
}

/** What the profile page's forms answer. */
export type ProfileActionResult =
  | { intent: 'resend'; ok: true; sent: boolean }
  | { intent: 'password'; ok: true; revokedSessions: number }
  | {
      intent: 'resend' | 'password';
      ok: false;
      fieldErrors: Record<string, string>;
      formError: string | null;
    };

const PASSWORD_MESSAGES: Record<string, string> = {
  currentPassword: 'Enter your current password.',
  newPassword: 'Choose a new password of at least 8 characters.',
};

export async function changePassword(
  context: Context,
  form: FormData,
): Promise<ProfileActionResult> {
  const commerce = getCommerce(context);
  const fail = (fieldErrors: Record<string, string>, formError: string | null = null) => ({
    intent: 'password' as const,
    ok: false as const,
    fieldErrors,
    formError,
  });
  const parsed = parseWith(ChangePasswordRequest, {
    currentPassword: form.get('currentPassword') ?? '',
    newPassword: form.get('newPassword') ?? '',
    refreshToken: commerce.auth.getSnapshot().session?.refreshToken ?? null,
  });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.issues) {
      const field = String(issue.path[0] ?? 'form');
      fieldErrors[field] ??= PASSWORD_MESSAGES[field] ?? issue.message;
    }
    return fail(fieldErrors);
  }
  try {
    const answer = await commerce.client.request(accountCalls.changePassword, {
      body: parsed.data,
    });
    return { intent: 'password', ok: true, revokedSessions: answer.revokedSessions };
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    const field =
      typeof error.data === 'object' && error.data ? Reflect.get(error.data, 'field') : null;
    if (error.status === 400 && typeof field === 'string') return fail({ [field]: error.message });
    if (error.status === 429) return fail({}, error.message);
    return fail({}, 'We could not change your password just now. Please try again in a moment.');
  }
}

export async function resendVerification(context: Context): Promise<ProfileActionResult> {
  try {
    const answer = await getCommerce(context).client.request(accountCalls.resendVerification);
    return { intent: 'resend', ok: true, sent: answer.sent };
  } catch (error) {
    if (!isCommerceError(error)) throw error;
    return {
      intent: 'resend',
      ok: false,
      fieldErrors: {},
      formError: 'We could not send the verification mail just now. Please try again in a moment.',
    };
  }
}
