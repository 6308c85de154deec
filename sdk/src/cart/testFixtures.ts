import type { Resolution } from '@reelcart/contract/core/common';
import type { CartProduct } from '@reelcart/contract/store/cart';
import fc from 'fast-check';

/** Test-only fixtures for the cart: a small catalogue so edits collide often. */

const RESOLUTIONS: readonly Resolution[] = ['SD', 'HD', 'FHD', '4K'];

/** Product `p` (0–3) of video `v`: three own resolutions and a rental. */
export function product(v: number, p = 0, price = 10 + p): CartProduct {
  return {
    _id: `p${v}-${p}`,
    currentPrice: price,
    resolution: RESOLUTIONS[p % RESOLUTIONS.length] ?? 'SD',
    orderType: p === 3 ? 'rental' : 'own',
    download: p !== 3,
    stream: true,
    video: { _id: `v${v}`, title: `Video ${v}`, thumbnail: null, dvdId: `DVD-${v}` },
  };
}

export const VIDEOS = 6;

export type Edit =
  | { kind: 'add'; video: number; product: number }
  | { kind: 'remove'; video: number };

export const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    video: fc.nat({ max: VIDEOS - 1 }),
    product: fc.nat({ max: 3 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), video: fc.nat({ max: VIDEOS - 1 }) }),
);

/** A server cart: some videos, one product each. */
export const serverCartArb: fc.Arbitrary<CartProduct[]> = fc
  .uniqueArray(fc.nat({ max: VIDEOS - 1 }), { maxLength: VIDEOS })
  .chain((videos) => fc.tuple(...videos.map((v) => fc.nat({ max: 3 }).map((p) => product(v, p)))));

/** The user's intent: apply edits one after another to a map keyed by video. */
export function intentModel(base: readonly CartProduct[], edits: readonly Edit[]): CartProduct[] {
  const lines = new Map(base.map((line) => [line.video._id, line]));
  for (const edit of edits) {
    if (edit.kind === 'add') lines.set(`v${edit.video}`, product(edit.video, edit.product));
    else lines.delete(`v${edit.video}`);
  }
  return [...lines.values()];
}

/** Lines compared as a set: order is cosmetic. */
export function sortLines(lines: readonly CartProduct[]): CartProduct[] {
  return [...lines].sort((a, b) => a.video._id.localeCompare(b.video._id));
}

let counter = 0;
export function nextMeta() {
  counter += 1;
  return { id: `op-${counter}`, timestamp: counter };
}
