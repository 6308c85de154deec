import { CommerceProvider } from '@reelcart/sdk/react';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import appCss from './app.css?inline';
import { commerceContext } from './lib/commerce/commerce.server';
import { isCrawler } from './lib/platform/crawler';
import { cspNonceContext, NonceContext } from './lib/platform/csp';
import { documentBody } from './lib/platform/document-body.server';
import { describeError } from './lib/platform/errors';
import { InlineCssContext } from './lib/platform/inline-css';

/** The built stylesheet, inlined in every document in production (lib/inline-css.tsx). */
const inlineCss = import.meta.env.PROD ? appCss : null;

/** The load-context key of the embedded API, for the storefront server (server/app.ts). */
export { embeddedApiContext, withdrawRefreshContext } from './lib/commerce/commerce.server';
/** The load-context key of the request's CSP script nonce (server/security.ts). */
export { cspNonceContext } from './lib/platform/csp';

export const streamTimeout = 5_000;

/** Server errors are logged once, here (aborted requests are not errors). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) console.error(error);
};

/**
 * Spec §2: crawlers and link-preview bots never get a rendered error page; the error is logged and
 * they get the bare status, so nothing of an error page is indexed or previewed.
 */
function crawlerErrorResponse(
  request: Request,
  status: number,
  context: EntryContext,
  headers: Headers,
) {
  const errors = context.staticHandlerContext.errors;
  if (!errors || !isCrawler(request.headers.get('user-agent'))) return undefined;
  for (const error of Object.values(errors)) {
    const view = describeError(error);
    console.warn(
      `[crawler] ${status} ${request.method} ${new URL(request.url).pathname}: ${view.message}`,
    );
  }
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  headers.set('X-Robots-Tag', 'noindex');
  return new Response(null, { status, headers });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The request's SDK instance (root middleware), so hooks render on the server what they will in the browser.
  const commerce = loadContext.get(commerceContext);
  // Every inline script of the page carries the request's nonce (a CSP without 'unsafe-inline').
  const nonce = loadContext.get(cspNonceContext) || undefined;
  const crawlerError = crawlerErrorResponse(
    request,
    responseStatusCode,
    routerContext,
    responseHeaders,
  );
  if (crawlerError) return crawlerError;
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots get the whole document at once; people get the shell as soon as it is ready.
    const readyOption =
      (userAgent && isCrawler(userAgent)) || routerContext.isSpaMode
        ? 'onAllReady'
        : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const router = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineCssContext.Provider value={inlineCss}>
          {commerce ? <CommerceProvider commerce={commerce}>{router}</CommerceProvider> : router}
        </InlineCssContext.Provider>
      </NonceContext.Provider>,
      {
        ...(nonce ? { nonce } : {}),
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const statusAtShell = status;
          const body = documentBody(
            (content) => {
              if (content instanceof Buffer) {
                responseHeaders.set('Content-Length', String(content.byteLength));
              }
              resolve(
                new Response(content as BodyInit, {
                  headers: responseHeaders,
                  status: statusAtShell,
                }),
              );
            },
            () => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
