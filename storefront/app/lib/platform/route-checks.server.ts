import { type MiddlewareFunction, redirect } from 'react-router';
import { runChecks } from '../../guards';
import { type LayoutGroup, pageFinder } from '../../route-table';
import { routeTable } from '../../routes';
import { embedOrigins } from '../auth/embed-origins.server';
import { viewerContext, viewerFromSession } from '../auth/viewer.server';
import { sessionFromRequest } from '../commerce/commerce.server';
import { forbidden, routeInvalid } from './errors';

const PARAM_RULES = {
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  id: /^[A-Za-z0-9_-]{1,64}$/,
} as const;

/**
 * Reads the visitor once per request, from the auth cookie as the request's SDK instance reads it
 * (without making one: issue 34).
 */
export const viewerMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  context.set(viewerContext, viewerFromSession(sessionFromRequest(request)));
  return next();
};

/**
 * Runs the matched page's named checks, then its validity check, before any loader. Runs on
 * document requests and on every client navigation's data request (each page has a loader).
 */
export function createRouteChecksMiddleware(table: LayoutGroup[]): MiddlewareFunction<Response> {
  const findPage = pageFinder(table);
  return ({ url, pattern, params, context }, next) => {
    const page = findPage(pattern);
    if (!page) return next();
    const outcome = runChecks(page.checks, context.get(viewerContext), url, embedOrigins());
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    if (outcome.kind === 'forbidden') throw forbidden();
    for (const [name, rule] of Object.entries(page.params)) {
      const value = params[name];
      if (value === undefined || !PARAM_RULES[rule].test(value)) throw routeInvalid(url.pathname);
    }
    return next();
  };
}

export const routeChecksMiddleware = createRouteChecksMiddleware(routeTable);
