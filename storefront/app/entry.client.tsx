import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { DeferredCommerceProvider } from './components/deferred-commerce';
import { ErrorPage } from './components/error-page';
import { hasEarlyAdds, startCommerce } from './lib/commerce/commerce-start';
import { ERROR_PAGE_DEFAULTS } from './lib/platform/errors';

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

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <DeferredCommerceProvider>
          <HydratedRouter />
        </DeferredCommerceProvider>
      </StrictMode>,
      {
        onUncaughtError: showAppError,
        onRecoverableError: (error) => console.warn('Recovered from a hydration mismatch', error),
      },
    );
  });
}

// One SDK instance for the page's life (lib/commerce-start.ts). The catalogue pages hydrate
// without it and start it after; the others (cart, account, checkout…) wait for it (decision 051),
// and so does a page opened from an affiliate link: the SDK records the referral (`?dkr=`) when it
// is created, which must happen before the visitor can leave the page; and so does a page after
// one that was left with additions the SDK had not applied yet (lib/commerce-start.ts).
const startNow = new URLSearchParams(location.search).has('dkr') || hasEarlyAdds();
if (document.documentElement.dataset.sdk === 'deferred' && !startNow) hydrate();
else
  startCommerce().then(hydrate, (error: unknown) => {
    console.error(error);
    hydrate();
  });
