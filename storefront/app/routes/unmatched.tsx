import { ErrorPage } from '../components/error-page';
import { describeError, errorMeta, routeNotFound } from '../lib/platform/errors';
import type { Route } from './+types/unmatched';

/** No route matched: a non-fatal 404 rendered inside the default layout (header and footer stay). */
export function loader({ url }: Route.LoaderArgs) {
  throw routeNotFound(url.pathname + url.search);
}

export function meta({ error }: Route.MetaArgs) {
  return errorMeta(error);
}

export default function Unmatched() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage as="section" {...describeError(error)} />;
}
