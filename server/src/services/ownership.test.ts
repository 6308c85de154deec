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
