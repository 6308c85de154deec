import { catalogueCalls } from '@reelcart/sdk/contract';
import type { CatalogueKind } from './kinds';

/** Each browsable kind's list and detail calls (loaders only: the schemas stay on the server). */
export const KIND_CALLS = {
  series: { list: catalogueCalls.listSeries, get: catalogueCalls.getSeries },
  studios: { list: catalogueCalls.listStudios, get: catalogueCalls.getStudio },
  actresses: { list: catalogueCalls.listActresses, get: catalogueCalls.getActress },
  categories: { list: catalogueCalls.listCategories, get: catalogueCalls.getCategory },
} as const satisfies Record<CatalogueKind, unknown>;
