import { createCommerce } from '@reelcart/sdk';
import { CommerceProvider } from '@reelcart/sdk/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { ErrorPage } from './components/error-page';
import { readAppConfig } from './lib/app-config';
import { getDeveloperSettings } from './lib/developer-settings';
import { ERROR_PAGE_DEFAULTS } from './lib/errors';

/**
 * App start (spec §4): hydrate the server-rendered page. An error that escapes every boundary
 * while mounting is recorded as the app error and replaces the page with the error page.
 */
function showAppError(error: unknown) {
  Reflect.set(window, '__reelcartAppError', error);
  console.error(error);
  document.body.replaceChildren();
  createRoot(document.body).render(<ErrorPage {...ERROR_PAGE_DEFAULTS} />);
}

// One SDK instance for the page's life, on the API base URL the page was rendered with.
const config = readAppConfig();
const commerce = createCommerce({
  baseURL: config.apiBaseUrl,
  // The auth cookie shared with the admin host (COOKIE_DOMAIN), as the server writes it.
  ...(config.cookieDomain ? { cookieDomain: config.cookieDomain } : {}),
  // Developer settings: a spoofed country is sent in the CDN country header instead of the real one.
  headers: () => {
    const country = getDeveloperSettings().spoofedCountry;
    return country ? { [config.countryHeader]: country } : {};
  },
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CommerceProvider commerce={commerce}>
        <HydratedRouter />
      </CommerceProvider>
    </StrictMode>,
    {
      onUncaughtError: showAppError,
      onRecoverableError: (error) => console.warn('Recovered from a hydration mismatch', error),
    },
  );
});
