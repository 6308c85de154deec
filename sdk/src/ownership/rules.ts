import type { Resolution } from '@reelcart/contract/core/common';
import { formatMessage, OWNERSHIP_REASONS } from '@reelcart/contract/core/errors';
import type { CartProduct, ValidationError, ValidationResult } from '@reelcart/contract/store/cart';
import type { OwnedProduct } from '@reelcart/contract/store/user';

/**
 * Ownership rules of spec §5, pure: no clock of their own (`now` is passed in, epoch ms),
 * no I/O. The reference server and the fake server use the same functions, so the SDK's
 * local check and the server's answer cannot disagree.
 */

/** 4K > FHD > HD > SD. Higher number, higher resolution. */
export const RESOLUTION_RANK: Readonly<Record<Resolution, number>> = {
  SD: 1,
  HD: 2,
  FHD: 3,
  '4K': 4,
};

const ALIASES: Readonly<Record<string, Resolution>> = {
  sd: 'SD',
  '480p': 'SD',
  hd: 'HD',
  '720p': 'HD',
  fhd: 'FHD',
  '1080p': 'FHD',
  '4k': '4K',
  uhd: '4K',
  '2160p': '4K',
};

/** The canonical name of a resolution ('1080p' → 'FHD'), or undefined when it is not one. */
export function normalizeResolution(value: string | null | undefined): Resolution | undefined {
  if (typeof value !== 'string') return undefined;
  return ALIASES[value.trim().toLowerCase()];
}

/** The rank of a resolution or alias; 0 for anything unknown (ranks below SD). */
export function resolutionRank(value: string | null | undefined): number {
  const resolution = normalizeResolution(value);
  return resolution ? RESOLUTION_RANK[resolution] : 0;
}

/**
 * A rental counts as active while its `expiresAt` is in the future. A rental without
 * `expiresAt` has no known end and counts as active (the server said it is rented and
 * not until when); an unparseable `expiresAt` is ignored as garbage (not active).
 */
export function isActiveRental(owned: OwnedProduct, now: number): boolean {
  if (owned.orderType !== 'rental') return false;
  if (owned.expiresAt == null) return true;
  const end = Date.parse(owned.expiresAt);
  return Number.isFinite(end) && end > now;
}

/** The part of a cart product the rules look at. */
export type OwnershipSubject = Pick<CartProduct, '_id' | 'resolution'> & {
  video: Pick<CartProduct['video'], '_id'>;
};

/**
 * Why a product cannot be bought, or undefined when it can. In order of precedence:
 * 1. an own purchase of the same video at the same resolution → 'Already owned'
 *    (an own purchase without a resolution counts as owning every resolution);
 * 2. an own purchase only at a higher resolution → 'Already owned in {resolution} resolution',
 *    naming the highest owned one;
 * 3. an unexpired rental of the video → 'Active rental exists'.
 * Owning beats renting, so a product both owned and rented gets an "owned" reason.
 * Own purchases below the product's resolution do not block it (an upgrade is allowed).
 */
export function ownershipReason(
  product: OwnershipSubject,
  owned: readonly OwnedProduct[],
  now: number,
): string | undefined {
  const wanted = resolutionRank(product.resolution);
  let sameOrUnknown = false;
  let highest = 0;
  let rented = false;
  for (const item of owned) {
    if (item.videoId !== product.video._id) continue;
    if (item.orderType === 'own') {
      const rank =
        item.resolution == null ? Number.POSITIVE_INFINITY : resolutionRank(item.resolution);
      if (rank === wanted || rank === Number.POSITIVE_INFINITY) sameOrUnknown = true;
      else if (rank > wanted) highest = Math.max(highest, rank);
    } else if (isActiveRental(item, now)) {
      rented = true;
    }
  }
  if (sameOrUnknown) return OWNERSHIP_REASONS.owned;
  if (highest > 0) {
    return formatMessage(OWNERSHIP_REASONS.ownedInResolution, { resolution: rankName(highest) });
  }
  if (rented) return OWNERSHIP_REASONS.activeRental;
  return undefined;
}

/** Whether the product is blocked by what the user owns or rents. */
export function isBlockedByOwnership(
  product: OwnershipSubject,
  owned: readonly OwnedProduct[],
  now: number,
): boolean {
  return ownershipReason(product, owned, now) !== undefined;
}

/**
 * Validates cart products against owned products: one error per invalid product id (a product
 * listed twice is reported once), in cart order.
 */
export function validateAgainstOwned(
  products: readonly OwnershipSubject[],
  owned: readonly OwnedProduct[],
  now: number,
): ValidationResult {
  const invalidProducts: string[] = [];
  const errors: ValidationError[] = [];
  const seen = new Set<string>();
  for (const product of products) {
    if (seen.has(product._id)) continue;
    seen.add(product._id);
    const reason = ownershipReason(product, owned, now);
    if (reason === undefined) continue;
    invalidProducts.push(product._id);
    errors.push({ productId: product._id, reason });
  }
  return { invalidProducts, errors };
}

const BY_RANK: readonly Resolution[] = ['SD', 'HD', 'FHD', '4K'];

function rankName(rank: number): Resolution {
  return BY_RANK[rank - 1] ?? 'SD';
}
