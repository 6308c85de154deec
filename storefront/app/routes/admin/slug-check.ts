import { slugCheck } from '../../lib/admin/slug-check.server';
import type { Route } from './+types/slug-check';

/** A data-only route for the admin forms' slug check as they type (issue 33; no page). */
export function loader({ context, url }: Route.LoaderArgs) {
  return slugCheck(context, url);
}
