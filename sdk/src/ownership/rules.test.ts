import type { Resolution } from '@reelcart/contract/core/common';
import type { OwnedProduct } from '@reelcart/contract/store/user';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../testing/fixtures';
import {
  isActiveRental,
  normalizeResolution,
  ownershipReason,
  RESOLUTION_RANK,
  resolutionRank,
  validateAgainstOwned,
} from './rules';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const RESOLUTIONS: Resolution[] = ['SD', 'HD', 'FHD', '4K'];
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

const videoId = fc.constantFrom('v1', 'v2', 'v3');
const resolution = fc.constantFrom<Resolution>(...RESOLUTIONS);
const ownedProduct: fc.Arbitrary<OwnedProduct> = fc.oneof(
  fc.record({
    videoId,
    orderType: fc.constant('own' as const),
    resolution: fc.option(resolution, { nil: null }),
    expiresAt: fc.constant(null),
  }),
  fc.record({
    videoId,
    orderType: fc.constant('rental' as const),
    resolution: fc.option(resolution, { nil: null }),
    // Rentals that ended, end now, or end later; and some with no end given.
    expiresAt: fc.option(fc.integer({ min: -86_400_000, max: 86_400_000 }).map(at), { nil: null }),
  }),
);
const cartProduct = fc
  .record({ videoId, resolution, orderType: fc.constantFrom('own' as const, 'rental' as const) })
  .map(({ videoId: _id, resolution: r, orderType }) =>
    makeProduct({ video: { _id }, resolution: r, orderType }),
  );

/** The rule of spec §5 written the plain way, as the model the implementation is checked against. */
function modelIsInvalid(product: ReturnType<typeof makeProduct>, owned: OwnedProduct[]) {
  return owned.some(
    (o) =>
      o.videoId === product.video._id &&
      ((o.orderType === 'own' &&
        (o.resolution == null ||
          RESOLUTION_RANK[o.resolution] >= RESOLUTION_RANK[product.resolution])) ||
        (o.orderType === 'rental' && (o.expiresAt == null || Date.parse(o.expiresAt) > NOW))),
  );
}

describe('resolution ranking', () => {
  it('ranks 4K > FHD > HD > SD, with the p-aliases equal to their names', () => {
    expect(resolutionRank('4K')).toBeGreaterThan(resolutionRank('FHD'));
    expect(resolutionRank('FHD')).toBeGreaterThan(resolutionRank('HD'));
    expect(resolutionRank('HD')).toBeGreaterThan(resolutionRank('SD'));
    expect(resolutionRank('SD')).toBeGreaterThan(resolutionRank('240p'));
    expect(['2160p', '1080p', '720p', '480p'].map((alias) => normalizeResolution(alias))).toEqual([
      '4K',
      'FHD',
      'HD',
      'SD',
    ]);
    expect(normalizeResolution(' fhd ')).toBe('FHD');
    expect(normalizeResolution(null)).toBeUndefined();
  });
});

describe('rental expiry', () => {
  it('is active strictly before expiresAt, and without an end; garbage is not active', () => {
    const rental = (expiresAt: string | null): OwnedProduct => ({
      videoId: 'v1',
      orderType: 'rental',
      resolution: 'HD',
      expiresAt,
    });
    expect(isActiveRental(rental(at(1)), NOW)).toBe(true);
    expect(isActiveRental(rental(at(0)), NOW)).toBe(false);
    expect(isActiveRental(rental(null), NOW)).toBe(true);
    expect(isActiveRental(rental('soon'), NOW)).toBe(false);
  });
});

describe('ownership reasons', () => {
  const fhd = makeProduct({ video: { _id: 'v1' }, resolution: 'FHD' });
  const own = (r: Resolution | null): OwnedProduct => ({
    videoId: 'v1',
    orderType: 'own',
    resolution: r,
    expiresAt: null,
  });
  const rental = {
    videoId: 'v1',
    orderType: 'rental' as const,
    resolution: 'HD' as const,
    expiresAt: at(1),
  };

  it('says exactly which rule blocks a product', () => {
    expect(ownershipReason(fhd, [own('FHD')], NOW)).toBe('Already owned');
    expect(ownershipReason(fhd, [own(null)], NOW)).toBe('Already owned');
    expect(ownershipReason(fhd, [own('4K')], NOW)).toBe('Already owned in 4K resolution');
    expect(ownershipReason(fhd, [rental], NOW)).toBe('Active rental exists');
    expect(ownershipReason(fhd, [own('HD')], NOW)).toBeUndefined();
    expect(ownershipReason(fhd, [{ ...rental, expiresAt: at(-1) }], NOW)).toBeUndefined();
    expect(ownershipReason(fhd, [{ ...own('4K'), videoId: 'v2' }], NOW)).toBeUndefined();
  });

  it('prefers owning over renting, and the same resolution over a higher one', () => {
    expect(ownershipReason(fhd, [rental, own('4K')], NOW)).toBe('Already owned in 4K resolution');
    expect(ownershipReason(fhd, [own('4K'), own('FHD')], NOW)).toBe('Already owned');
  });

  // Invariant: a product is invalid iff an unexpired rental of its video exists or an own
  // purchase of its video at the same or higher resolution (or at no stated resolution) exists.
  it('property: invalid iff unexpired rental or own at ≥ resolution', () => {
    fc.assert(
      fc.property(cartProduct, fc.array(ownedProduct, { maxLength: 6 }), (product, owned) => {
        const reason = ownershipReason(product, owned, NOW);
        expect(reason !== undefined).toBe(modelIsInvalid(product, owned));
      }),
      { numRuns: 500 },
    );
  });

  // Invariant: the reason names the strongest block — same resolution (or unstated) → 'Already
  // owned'; only higher owned → 'Already owned in {highest} resolution'; only a rental → 'Active rental exists'.
  it('property: the reason follows the precedence owned > owned higher > rental', () => {
    fc.assert(
      fc.property(cartProduct, fc.array(ownedProduct, { maxLength: 6 }), (product, owned) => {
        const owns = owned.filter((o) => o.videoId === product.video._id && o.orderType === 'own');
        const wanted = RESOLUTION_RANK[product.resolution];
        const same = owns.some(
          (o) => o.resolution == null || RESOLUTION_RANK[o.resolution] === wanted,
        );
        const higher = owns
          .flatMap((o) =>
            o.resolution && RESOLUTION_RANK[o.resolution] > wanted ? [o.resolution] : [],
          )
          .sort((a, b) => RESOLUTION_RANK[b] - RESOLUTION_RANK[a]);
        const reason = ownershipReason(product, owned, NOW);
        if (same) expect(reason).toBe('Already owned');
        else if (higher[0]) expect(reason).toBe(`Already owned in ${higher[0]} resolution`);
        else if (reason !== undefined) expect(reason).toBe('Active rental exists');
      }),
      { numRuns: 500 },
    );
  });
});

describe('validateAgainstOwned', () => {
  // Invariant: invalidProducts lists each invalid product id once, in cart order, and errors
  // carries exactly one entry per invalid id, aligned with it; valid products appear in neither.
  it('property: one aligned error per distinct invalid product, in cart order', () => {
    fc.assert(
      fc.property(
        fc.array(cartProduct, { maxLength: 8 }),
        fc.array(ownedProduct, { maxLength: 6 }),
        (products, owned) => {
          const result = validateAgainstOwned(products, owned, NOW);
          const expected = [
            ...new Set(products.filter((p) => modelIsInvalid(p, owned)).map((p) => p._id)),
          ];
          expect(result.invalidProducts).toEqual(expected);
          expect(result.errors.map((e) => e.productId)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reports each blocked line with its reason', () => {
    const products = [
      makeProduct({ video: { _id: 'v1' }, resolution: 'HD' }),
      makeProduct({ video: { _id: 'v2' }, resolution: 'SD' }),
      makeProduct({ video: { _id: 'v3' }, resolution: '4K' }),
    ];
    const owned: OwnedProduct[] = [
      { videoId: 'v1', orderType: 'own', resolution: 'FHD', expiresAt: null },
      { videoId: 'v2', orderType: 'rental', resolution: 'SD', expiresAt: at(3_600_000) },
    ];
    expect(validateAgainstOwned(products, owned, NOW)).toEqual({
      invalidProducts: ['v1-own-HD', 'v2-own-SD'],
      errors: [
        { productId: 'v1-own-HD', reason: 'Already owned in FHD resolution' },
        { productId: 'v2-own-SD', reason: 'Active rental exists' },
      ],
    });
  });
});
