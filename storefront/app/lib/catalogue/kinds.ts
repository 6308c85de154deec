import type { VideoFilterKey } from './query';

interface KindInfo {
  path: string;
  plural: string;
  singular: string;
  intro: string;
  filter: VideoFilterKey;
}

/**
 * The four browsable kinds besides videos: their paths, labels and video filter (their SDK calls
 * are in catalogue-kinds.server.ts, so the pages' browser code carries no contract schemas).
 */
export const CATALOGUE_KINDS = {
  series: {
    path: '/series',
    plural: 'Series',
    singular: 'Series',
    intro: 'Videos that belong together, from the first episode on.',
    filter: 'series',
  },
  studios: {
    path: '/studios',
    plural: 'Studios',
    singular: 'Studio',
    intro: 'The independent studios behind the catalogue.',
    filter: 'studio',
  },
  actresses: {
    path: '/actresses',
    plural: 'Actresses',
    singular: 'Actress',
    intro: 'Performers of the catalogue and their videos.',
    filter: 'actress',
  },
  categories: {
    path: '/categories',
    plural: 'Categories',
    singular: 'Category',
    intro: 'Find videos by theme.',
    filter: 'category',
  },
} as const satisfies Record<string, KindInfo>;

export type CatalogueKind = keyof typeof CATALOGUE_KINDS;

function isKind(value: string | undefined): value is CatalogueKind {
  return value !== undefined && Object.hasOwn(CATALOGUE_KINDS, value);
}

/** The kind a catalogue path belongs to (`/studios/x` → studios). */
export function kindOfPath(pathname: string): CatalogueKind {
  const first = pathname.split('/')[1];
  if (!isKind(first)) throw new Error(`Not a catalogue path: ${pathname}`);
  return first;
}
