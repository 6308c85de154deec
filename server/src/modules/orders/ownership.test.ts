import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Holding, ownershipReason, RESOLUTION_RANK } from './ownership';

const now = new Date('2026-06-01T00:00:00Z');
const own = (resolution: string): Holding => ({
  videoId: 'v',
  orderType: 'own',
  resolution,
  expiresAt: null,
});
const rental = (expiresAt: string): Holding => ({
  videoId: 'v',
  orderType: 'rental',
  resolution: 'HD',
  expiresAt: new Date(expiresAt),
});

describe('ownership rules (spec §5)', () => {
  it('gives the exact reasons', () => {
    expect(ownershipReason({ videoId: 'v', resolution: 'HD' }, [own('HD')], now)).toBe(
      'Already owned',
    );
    expect(ownershipReason({ videoId: 'v', resolution: 'SD' }, [own('4K')], now)).toBe(
      'Already owned in 4K resolution',
    );
    expect(ownershipReason({ videoId: 'v', resolution: '4K' }, [own('HD')], now)).toBeNull();
    expect(
      ownershipReason({ videoId: 'v', resolution: 'HD' }, [rental('2026-06-02T00:00:00Z')], now),
    ).toBe('Active rental exists');
    expect(
      ownershipReason({ videoId: 'v', resolution: 'HD' }, [rental('2026-05-31T00:00:00Z')], now),
    ).toBeNull();
    expect(ownershipReason({ videoId: 'w', resolution: 'HD' }, [own('4K')], now)).toBeNull();
  });

  it('an own purchase blocks exactly the same or lower resolutions', () => {
    const res = fc.constantFrom('SD', 'HD', 'FHD', '4K') as fc.Arbitrary<
      keyof typeof RESOLUTION_RANK
    >;
    fc.assert(
      fc.property(res, res, (owned, wanted) => {
        const blocked =
          ownershipReason({ videoId: 'v', resolution: wanted }, [own(owned)], now) !== null;
        expect(blocked).toBe(RESOLUTION_RANK[owned] >= RESOLUTION_RANK[wanted]);
      }),
    );
  });
});

describe('parity with the SDK', () => {
  it('gives the same verdict as the SDK’s own rules for any holdings', async () => {
    // A deep import on purpose: the SDK keeps its rules internal, and the two must never disagree.
    const sdk = await import('../../../../sdk/src/ownership/rules');
    const resolution = fc.constantFrom('SD', 'HD', 'FHD', '4K');
    const holding = fc.record({
      videoId: fc.constantFrom('v', 'w'),
      orderType: fc.constantFrom('own', 'rental'),
      resolution,
      expiresInHours: fc.integer({ min: -48, max: 48 }),
    });
    fc.assert(
      fc.property(resolution, fc.array(holding, { maxLength: 5 }), (wanted, held) => {
        const holdings: Holding[] = held.map((h) => ({
          videoId: h.videoId,
          orderType: h.orderType,
          resolution: h.resolution,
          expiresAt:
            h.orderType === 'rental'
              ? new Date(now.getTime() + h.expiresInHours * 3_600_000 + 1)
              : null,
        }));
        const ours = ownershipReason({ videoId: 'v', resolution: wanted }, holdings, now);
        const theirs = sdk.ownershipReason(
          { _id: 'p', resolution: wanted as 'SD', video: { _id: 'v' } },
          holdings.map((h) => ({
            videoId: h.videoId,
            orderType: h.orderType as 'own',
            resolution: h.resolution as 'SD',
            expiresAt: h.expiresAt?.toISOString() ?? null,
          })),
          now.getTime(),
        );
        expect(ours ?? undefined).toBe(theirs);
      }),
    );
  });
});
