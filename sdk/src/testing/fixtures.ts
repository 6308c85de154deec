import type { OrderType, Resolution } from '@reelcart/contract/core/common';
import type { CartProduct, CartVideo } from '@reelcart/contract/store/cart';
import type { Coupon } from '@reelcart/contract/store/coupons';
import type { OwnedProduct } from '@reelcart/contract/store/user';

/**
 * Fixtures with deterministic ids (no counters, no module state): a product's id is derived
 * from its video, order type and resolution, e.g. `v1-own-FHD`, so tests can name them.
 */

export function makeVideo(overrides: Partial<CartVideo> = {}): CartVideo {
  const _id = overrides._id ?? 'v1';
  return {
    _id,
    title: `Video ${_id}`,
    thumbnail: `https://cdn.example.test/${_id}/thumb.jpg`,
    cover: `https://cdn.example.test/${_id}/cover.jpg`,
    dvdId: `DVD-${_id.toUpperCase()}`,
    slug: `video-${_id}`,
    ...overrides,
  };
}

export const RESOLUTIONS: readonly Resolution[] = ['SD', 'HD', 'FHD', '4K'];

/** List prices of the seeded catalogue: own by resolution, and one rental price. */
export const PRICES = { SD: 9.99, HD: 12.99, FHD: 14.99, '4K': 19.99, rental: 4.99 } as const;

export function productId(videoId: string, orderType: OrderType, resolution: Resolution): string {
  return `${videoId}-${orderType}-${resolution}`;
}

export interface MakeProductInput extends Partial<Omit<CartProduct, 'video'>> {
  video?: Partial<CartVideo>;
}

export function makeProduct(overrides: MakeProductInput = {}): CartProduct {
  const video = makeVideo(overrides.video);
  const orderType = overrides.orderType ?? 'own';
  const resolution = overrides.resolution ?? 'HD';
  return {
    currentPrice: orderType === 'rental' ? PRICES.rental : PRICES[resolution],
    download: orderType === 'own',
    stream: true,
    ...overrides,
    _id: overrides._id ?? productId(video._id, orderType, resolution),
    orderType,
    resolution,
    video,
  };
}

/** Every product of one video: own at SD, HD, FHD and 4K, and a rental at HD. */
export function makeVideoProducts(video: Partial<CartVideo> = {}): CartProduct[] {
  return [
    ...RESOLUTIONS.map((resolution) => makeProduct({ video, resolution, orderType: 'own' })),
    makeProduct({ video, resolution: 'HD', orderType: 'rental' }),
  ];
}

/** The seeded catalogue: videos v1…v4, each with four own products and one rental (20 in all). */
export function makeCatalogue(
  videoIds: readonly string[] = ['v1', 'v2', 'v3', 'v4'],
): CartProduct[] {
  return videoIds.flatMap((_id) => makeVideoProducts({ _id }));
}

export function makeOwnedProduct(overrides: Partial<OwnedProduct> = {}): OwnedProduct {
  return { videoId: 'v1', orderType: 'own', resolution: 'HD', expiresAt: null, ...overrides };
}

export function makeRental(videoId: string, expiresAt: Date | number | string): OwnedProduct {
  const end = typeof expiresAt === 'string' ? expiresAt : new Date(expiresAt).toISOString();
  return { videoId, orderType: 'rental', resolution: 'HD', expiresAt: end };
}

export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  const code = overrides.code ?? 'SAVE10';
  return { _id: `coupon-${code}`, code, appliesToGateway: [], percentOff: 10, ...overrides };
}

/** The seeded coupons: 10 % anywhere, 5 off on the 'ccbill' gateway only. */
export function makeCoupons(): Coupon[] {
  return [
    makeCoupon(),
    makeCoupon({ code: 'CCBILL5', appliesToGateway: ['ccbill'], percentOff: null, amountOff: 5 }),
    // $5 off from a $1,000 subtotal: a cart below it shows the full price (decision 045).
    makeCoupon({ code: 'BIG5', percentOff: null, amountOff: 5, minSubtotal: 1000 }),
  ];
}

export const DEFAULT_PASSWORD = 'correct horse battery staple';

/** A user the fake server knows from the start. */
export interface FakeUserSeed {
  id: string;
  email: string;
  password?: string;
  /** A Google credential that signs this user in through /api/auth/google. */
  googleCredential?: string;
  role?: 'user' | 'manager' | 'admin';
  isAffiliate?: boolean;
  affiliateCode?: string | null;
  hasPaymentInfo?: boolean;
  ownedProducts?: OwnedProduct[];
}

/** The seeded users: a shopper, an affiliate (no payment info), a manager, an admin, a Google user. */
export function makeUsers(): FakeUserSeed[] {
  return [
    { id: 'u-shopper', email: 'shopper@example.test', password: DEFAULT_PASSWORD },
    {
      id: 'u-affiliate',
      email: 'affiliate@example.test',
      password: DEFAULT_PASSWORD,
      isAffiliate: true,
      affiliateCode: 'AFF123',
      hasPaymentInfo: false,
    },
    { id: 'u-manager', email: 'manager@example.test', password: DEFAULT_PASSWORD, role: 'manager' },
    { id: 'u-admin', email: 'admin@example.test', password: DEFAULT_PASSWORD, role: 'admin' },
    { id: 'u-google', email: 'google@example.test', googleCredential: 'google-credential-1' },
  ];
}
