import type { OptimisticOperation } from './cart';

/**
 * How `POST /api/cart` applies a push's operations to the cart the server has (decision 066),
 * pure, for the reference server and the SDK's fake server alike: ADD and UPDATE put the product
 * on its video's line (in place, or appended), REMOVE takes the video's line away. `videoOf`
 * names a product's video (the server's catalogue; the operation's own product otherwise).
 * Edits of different videos commute, so two tabs' pushes give one cart whichever lands first.
 */
export function applyCartOperations(
  ids: readonly string[],
  operations: readonly OptimisticOperation[],
  videoOf: (productId: string) => string | undefined,
): string[] {
  const lines = [...ids];
  for (const op of operations) {
    const productId = op.product?._id ?? op.productId;
    if (productId === undefined) continue;
    const video = videoOf(productId) ?? op.product?.video._id;
    const at = lines.findIndex((id) => id === productId || videoOf(id) === video);
    if (op.type === 'REMOVE') {
      if (at >= 0) lines.splice(at, 1);
    } else if (at >= 0) lines[at] = productId;
    else lines.push(productId);
  }
  return lines;
}
