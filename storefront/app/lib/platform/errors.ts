import { ERROR_MESSAGES, formatMessage } from '@reelcart/sdk/contract';
import { data, isRouteErrorResponse } from 'react-router';

/** What the error page shows (spec §2, §8). */
export interface ErrorView {
  status: number;
  statusMessage: string;
  message: string;
}

export const ERROR_PAGE_DEFAULTS: ErrorView = {
  status: 500,
  statusMessage: 'Something went wrong',
  message: 'An unexpected error occurred. Please try again later.',
};

/** The body of an error response thrown by a route: the message to show and whether it is fatal. */
export interface RouteErrorBody {
  message: string;
  fatal: boolean;
}

function isRouteErrorBody(value: unknown): value is RouteErrorBody {
  return (
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'message') === 'string'
  );
}

/** A thrown route error as the error page's view. Unexpected errors never leak their text. */
export function describeError(error: unknown): ErrorView {
  if (!isRouteErrorResponse(error)) return ERROR_PAGE_DEFAULTS;
  const body: unknown = error.data;
  return {
    status: error.status,
    statusMessage: error.statusText || ERROR_PAGE_DEFAULTS.statusMessage,
    message: isRouteErrorBody(body)
      ? body.message
      : typeof body === 'string' && body
        ? body
        : ERROR_PAGE_DEFAULTS.message,
  };
}

/** A route's own validity check failed: fatal 404 'Page Not Found: {path}'. */
export function routeInvalid(path: string) {
  const body: RouteErrorBody = {
    message: formatMessage(ERROR_MESSAGES.ROUTE_INVALID, { path }),
    fatal: true,
  };
  return data(body, { status: 404, statusText: 'Page Not Found' });
}

/** No route matched: non-fatal 404 'Page not found: {fullPath}'. */
export function routeNotFound(fullPath: string) {
  const body: RouteErrorBody = {
    message: formatMessage(ERROR_MESSAGES.ROUTE_NOT_FOUND, { fullPath }),
    fatal: false,
  };
  return data(body, { status: 404, statusText: 'Page Not Found' });
}

/** A signed-in visitor whose role a check refuses: fatal 403, the error page with its two links. */
export function forbidden() {
  const body: RouteErrorBody = { message: ERROR_MESSAGES.FORBIDDEN, fatal: true };
  return data(body, { status: 403, statusText: 'Forbidden' });
}

/** Title and description of an error page (title = status message or 'Error'). */
export function errorMeta(error: unknown) {
  const view = describeError(error);
  return [{ title: view.statusMessage || 'Error' }, { name: 'description', content: view.message }];
}
