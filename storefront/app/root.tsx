import { PAYMENT_INFO_TOAST } from '@reelcart/sdk/contract';
import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useNavigate,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { AppToaster } from './components/app-toaster';
import { CartErrorToasts } from './components/cart-error-toasts';
import { ClientEffects, PaymentInfoToast } from './components/client-effects';
import { useLiveCommerce } from './components/deferred-commerce';
import { ErrorPage } from './components/error-page';
import { LoadingBar } from './components/loading-bar';
import { ReopenCartAfterBilling } from './components/reopen-cart-after-billing';
import { embedOrigins } from './lib/auth/embed-origins.server';
import { viewerContext } from './lib/auth/viewer.server';
import { cartCountFromCookies } from './lib/cart/count-cookie';
import { commerceMiddleware } from './lib/commerce/commerce.server';
import { sdkBeforeNavigationMiddleware } from './lib/commerce/commerce-start';
import { configScript, DEFAULT_COUNTRY_HEADER } from './lib/platform/app-config';
import { buildUpdateMiddleware } from './lib/platform/build-update';
import { useNonce } from './lib/platform/csp';
import { describeError, errorMeta } from './lib/platform/errors';
import { AppStyles } from './lib/platform/inline-css';
import { routeChecksMiddleware, viewerMiddleware } from './lib/platform/route-checks.server';

export const BUILD_ID = import.meta.env.VITE_BUILD_ID ?? 'dev';

export const middleware: Route.MiddlewareFunction[] = [
  commerceMiddleware,
  viewerMiddleware,
  routeChecksMiddleware,
];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  buildUpdateMiddleware,
  sdkBeforeNavigationMiddleware,
];

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function meta({ error }: Route.MetaArgs) {
  if (error) return errorMeta(error);
  return [{ title: 'Reelcart' }, { name: 'description', content: 'Browse, rent and buy videos.' }];
}

/**
 * The page's injected configuration, and the visitor as the request shows them (the header renders
 * from it until the SDK has started in the browser, decision 051).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  return {
    viewer: {
      signedIn: viewer.signedIn,
      isAffiliate: viewer.signedIn && viewer.isAffiliate,
      role: viewer.signedIn ? viewer.role : null,
      cartCount: cartCountFromCookies(request.headers.get('cookie')),
    },
    config: {
      apiBaseUrl: process.env.API_URL ?? '',
      buildId: BUILD_ID,
      countryHeader: (process.env.COUNTRY_HEADER ?? DEFAULT_COUNTRY_HEADER).toLowerCase(),
      googleClientId: process.env.GOOGLE_CLIENT_ID || null,
      cookieDomain: process.env.COOKIE_DOMAIN || null,
      embedOrigins: embedOrigins(),
    },
  };
}

/**
 * Pages whose route module says `handle = { sdk: 'deferred' }` hydrate before the SDK is loaded
 * (decision 051); entry.client reads this attribute. Any other page waits for the SDK first.
 */
function useSdkStart(): 'deferred' | 'eager' {
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.handle as { sdk?: string } | undefined;
  return leaf?.sdk === 'deferred' ? 'deferred' : 'eager';
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const sdkStart = useSdkStart();
  return (
    <html lang="en" className="bg-zinc-950 text-zinc-100" data-sdk={sdkStart}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="rating" content="adult" />
        <meta name="RATING" content="RTA-5042-1996-1400-1577-RTA" />
        <Meta />
        <AppStyles href={stylesheet} />
        <Links />
      </head>
      <body className="min-h-dvh antialiased">
        <InjectedConfig />
        <ClientEffects buildId={BUILD_ID} />
        <LoadingBar />
        {children}
        <AppToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The page's injected configuration, read by entry.client before hydrating. */
function InjectedConfig() {
  const data = useRouteLoaderData<typeof loader>('root');
  const config = data?.config ?? {
    apiBaseUrl: '',
    buildId: BUILD_ID,
    countryHeader: DEFAULT_COUNTRY_HEADER,
    googleClientId: null,
    cookieDomain: null,
    embedOrigins: [],
  };
  const nonce = useNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (configScript).
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: configScript(config) }} />;
}

/** The shell's SDK listeners, once the SDK runs. */
function CommerceListeners() {
  const navigate = useNavigate();
  return (
    <>
      <PaymentInfoToast onSetup={() => navigate(PAYMENT_INFO_TOAST.action.href)} />
      <CartErrorToasts />
      <ReopenCartAfterBilling />
    </>
  );
}

function Shell() {
  const live = useLiveCommerce();
  return (
    <>
      {live ? <CommerceListeners /> : null}
      <Outlet />
    </>
  );
}

export default function App() {
  return <Shell />;
}

/** Fatal and unhandled errors: the whole page becomes the error page (spec §2, §8). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage {...describeError(error)} />;
}
