import type { StateValue } from 'xstate';

/**
 * Every active leaf of a state value as a dotted path, e.g. `{ busy: { push: 'pushing' } }` →
 * `['busy.push.pushing']`; a parallel state gives one path per region.
 */
export function statePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  const entries = Object.entries(value);
  if (entries.length === 0) return prefix ? [prefix.slice(0, -1)] : [];
  return entries.flatMap(([key, child]) =>
    child === undefined ? [prefix + key] : statePaths(child, `${prefix}${key}.`),
  );
}
