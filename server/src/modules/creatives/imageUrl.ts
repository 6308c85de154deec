import type { affiliateCreatives } from '../schema';

export type CreativeRow = typeof affiliateCreatives.$inferSelect;

/** The generated artwork of a banner without an upload (services/affiliate/creatives.ts). */
export const creativeImageUrl = (row: Pick<CreativeRow, 'id' | 'kind' | 'imageUrl'>) =>
  row.kind === 'banner' ? (row.imageUrl ?? `/api/creatives/${row.id}.svg`) : null;
