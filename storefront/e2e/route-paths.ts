import type { APIRequestContext } from '@playwright/test';

/**
 * Concrete paths for the route table's patterns, with parameters from the seeded catalogue and
 * the seeded records of each module's seed.ts under server/src/modules (route crawl, layout).
 */
async function firstSlug(request: APIRequestContext, collection: string): Promise<string> {
  const response = await request.get(`/api/${collection}`);
  const body: { items: Array<{ slug: string }> } = await response.json();
  const slug = body.items[0]?.slug;
  if (!slug) throw new Error(`no ${collection} in the seed`);
  return slug;
}

export async function seedParams(request: APIRequestContext) {
  return {
    video: await firstSlug(request, 'videos'),
    series: await firstSlug(request, 'series'),
    studio: await firstSlug(request, 'studios'),
    actress: await firstSlug(request, 'actresses'),
    category: await firstSlug(request, 'categories'),
  };
}

export function concretePath(
  pattern: string,
  seed: Awaited<ReturnType<typeof seedParams>>,
): string {
  const section = pattern.split('/')[1] === 'admin' ? pattern.split('/')[2] : pattern.split('/')[1];
  const slugFor: Record<string, string> = {
    videos: seed.video,
    series: seed.series,
    studios: seed.studio,
    actresses: seed.actress,
    categories: seed.category,
  };
  // Studio intake: the seeded batch and one of its items (server/src/modules/intake/seed.ts).
  if (section === 'studiosconnect')
    return pattern
      .replace(':studio', 'northlight-studio')
      .replace(':batch', 'sample-delivery')
      .replace('*', '2026-11/scene-01/main.mp4');
  return pattern
    .replace(':slug', slugFor[section ?? ''] ?? seed.video)
    .replace(':studio', seed.studio)
    .replace(':batch', 'batch-1')
    .replace('*', 'item/with/segments')
    .replace(':orderNumber', 'RC-100001')
    .replace(':orderId', 'RC-100001')
    .replace(':id', ID_FOR[section ?? ''] ?? 'usr_shopper');
}

/** Seeded records of the admin detail pages whose id is not a user's (each module's seed.ts under server/src/modules). */
export const ID_FOR: Record<string, string> = {
  reports: 'rpt_seed_01',
  mail: 'mail_seed_01',
  orders: 'ord_seed_shopper',
  coupons: 'cpn_welcome10',
  creatives: 'crt_leaderboard',
  affiliates: 'usr_affiliate',
};

export type SeedParams = Awaited<ReturnType<typeof seedParams>>;
