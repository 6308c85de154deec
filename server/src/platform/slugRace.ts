import { slugTaken } from './errors';
import { constraintOf, sqlStateOf } from './logSafety';

/**
 * For a write that takes a slug (`.catch(slugRace('video'))`): two at once both pass the "is it
 * free" read, and the loser meets the slug's unique index — answered as the taken slug it is (409
 * SLUG_TAKEN on the field), not as the generic "Conflicting request, please retry" (issue 33).
 */
export function slugRace(what: string) {
  return (error: unknown): never => {
    if (sqlStateOf(error) === '23505' && constraintOf(error)?.endsWith('_slug_unique'))
      throw slugTaken(what);
    throw error;
  };
}
