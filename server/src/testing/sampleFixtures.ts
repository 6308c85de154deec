import { contentReports } from '../modules/schema';
import type { Session, TestServer } from './harness';

/** What the call samples (`samples.ts`) build on: fresh products, carts, orders, reports, videos. */

/** A valid request for a call, given the caller's session (set up so that it succeeds). */
export interface SampleRequest {
  path: string;
  body?: unknown;
  /**
   * A token to send instead of the role's: for a call that changes the caller's role (joining
   * the affiliate programme), so the shared sessions keep theirs. Only given when signed in.
   */
  token?: string;
}
/** A statement the sales seed leaves final and unpaid: the first studio's, eight months after the start. */
export function seededFinalStatement(now = new Date()): string {
  const month = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() + 8, 1));
  return `stm_std_01_${month.toISOString().slice(0, 7)}`;
}

export type Sample = (server: TestServer, session: Session | null) => Promise<SampleRequest>;

let nextVideo = 100;
/** A product nobody in the tests has bought yet. */
export function freshProduct(kind: 'own_sd' | 'own_4k' | 'rental' = 'own_sd'): string {
  nextVideo += 1;
  if (nextVideo > 240) nextVideo = 101;
  return `prd_${String(nextVideo).padStart(4, '0')}_${kind}`;
}

/** Makes sure the session has a current cart holding one fresh product; answers id and version. */
export async function ensureCart(server: TestServer, session: Session | null) {
  const token = session?.token ?? null;
  const current = await server.request('GET', '/api/cart', { token });
  const version =
    current.status === 200 ? (current.json.cart as { version: number }).version : null;
  const pushed = await server.request('POST', '/api/cart', {
    token,
    body: { products: [freshProduct()], cartVersion: version, state: 'active' },
  });
  const cart = pushed.json?.cart as { _id: string; version: number } | undefined;
  return cart ?? { _id: 'cart_missing', version: 0 };
}

/** A new shopper's paid order of one fresh product: something an admin can refund. */
export async function freshPaidOrder(server: TestServer): Promise<string> {
  const shopper = await server.newShopper();
  const cart = await ensureCart(server, shopper);
  const paid = await server.request('POST', '/api/checkout', {
    token: shopper.token,
    body: {
      cartId: cart._id,
      cartVersion: cart.version,
      billerId: 'test-card',
      idempotencyKey: `sample-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
      paymentDetails: { cardNumber: '4242424242424242' },
    },
  });
  return String(paid.json?.orderId ?? 'ord_missing');
}

export const key = () => `sample-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The seeded intake batch (server/src/modules/intake/seed.ts) and its ready item. */
export const INTAKE_STUDIO = 'northlight-studio';
export const INTAKE_BATCH = `/api/admin/intake/${INTAKE_STUDIO}/sample-delivery`;
export const INTAKE_ITEM = '2026-11/scene-03/main.mp4';
export const INTAKE_CSV =
  'path,title,categories,release_date,duration\n2026-12/a/main.mp4,Sample,drama,2026-12-01,30\n';

/** The video the admin samples read and save unchanged. */
export const SAMPLE_VIDEO = 'secret-harbor-i-0175';

/**
 * A new published video: created unpublished, given one product, then published (a video
 * without a product on sale is not published, decision 068). Answers its slug.
 */
export async function publishedVideo(server: TestServer, slug: string): Promise<string> {
  const token = (await server.sessionOf('admin')).token;
  const steps = [
    { path: '/api/admin/videos', body: videoInput(slug) },
    { path: `/api/admin/videos/${slug}/products`, body: productInput() },
    { path: '/api/admin/videos/publish', body: { slugs: [slug], published: true } },
  ];
  for (const { path, body } of steps) {
    const res = await server.request('POST', path, { token, body });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  }
  return slug;
}

/** A valid new video (unpublished, no relations). */
export function videoInput(slug: string) {
  return {
    title: `Sample ${slug}`,
    slug,
    description: 'A placeholder video.',
    dvdId: null,
    releaseDate: '2026-11-01',
    durationMinutes: 90,
    studioId: null,
    seriesId: null,
    actressIds: [],
    categoryIds: [],
    artworkUrl: null,
    published: false,
  };
}

export function productInput(overrides: Record<string, unknown> = {}) {
  return {
    orderType: 'own',
    resolution: 'HD',
    priceCents: 1299,
    download: true,
    stream: true,
    enabled: true,
    rentalHours: null,
    ...overrides,
  };
}

/** A fresh content report (version 1) about `url`, for the queue's calls. */
export async function sampleReport(
  server: TestServer,
  url = '/about',
  email: string | null = null,
) {
  const id = `rpt_${key()}`;
  await server.db.insert(contentReports).values({
    id,
    url,
    reason: 'other',
    details: 'A sample report for the tests.',
    email,
    clientAddress: '127.0.0.1',
  });
  return id;
}

export async function asAdmin(server: TestServer, path: string): Promise<Record<string, unknown>> {
  const res = await server.request('GET', path, { token: (await server.sessionOf('admin')).token });
  return res.json;
}

export function slugOf(res: { json: Record<string, unknown> }): string {
  const items = res.json.items as { slug: string }[] | undefined;
  return items?.[0]?.slug ?? 'missing';
}
