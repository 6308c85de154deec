import type { CartProduct, OptimisticOperation } from '@reelcart/contract/store/cart';
import { bench, describe } from 'vitest';
import { adoptServerCart, rebase } from './operations';

/** Run: `npx vitest bench --project sdk sdk/src/cart --run`. Target: 1,000 × 1,000 ≤ 2 ms, linear. */

function line(v: number): CartProduct {
  return {
    _id: `p${v}`,
    currentPrice: 10,
    resolution: 'HD',
    orderType: 'own',
    download: true,
    stream: true,
    video: { _id: `v${v}`, title: `Video ${v}` },
  };
}

function fixture(size: number) {
  const base = Array.from({ length: size }, (_, i) => line(i));
  const operations: OptimisticOperation[] = Array.from({ length: size }, (_, i) => {
    // A third each: update an existing line, remove one, add a new video.
    const kind = i % 3;
    if (kind === 0)
      return { id: `o${i}`, type: 'UPDATE', product: { ...line(i), _id: `q${i}` }, timestamp: i };
    if (kind === 1)
      return { id: `o${i}`, type: 'REMOVE', productId: `p${i}`, product: line(i), timestamp: i };
    return { id: `o${i}`, type: 'ADD', product: line(size + i), timestamp: i };
  });
  return { base, operations };
}

for (const size of [1_000, 2_000, 4_000]) {
  const { base, operations } = fixture(size);
  describe(`${size} pending operations on a ${size}-line cart`, () => {
    bench('rebase', () => {
      rebase(base, operations);
    });
    bench('adoptServerCart (drop reflected + rebase)', () => {
      adoptServerCart(base, operations);
    });
  });
}
