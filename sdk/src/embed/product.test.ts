import { describe, expect, it } from 'vitest';
import { createCommerce } from '../createCommerce';
import { createMemoryCookieJar } from '../platform/cookieJar';
import { createRecordingNavigator } from '../platform/navigator';
import { createFakeServer } from '../testing/createFakeServer';
import { loadCartProduct } from './product';

function setup() {
  const server = createFakeServer();
  const requests: string[] = [];
  const commerce = createCommerce({
    baseURL: 'http://shop.test',
    fetch: (input, init) => {
      requests.push(new URL(String(input)).pathname);
      return server.fetch(input, init);
    },
    cookies: createMemoryCookieJar(),
    navigator: createRecordingNavigator(),
    server: true,
    captureReferral: false,
  });
  return { server, commerce, requests };
}

describe('loadCartProduct', () => {
  it('loads a product as a cart line, once per page however many elements name it', async () => {
    const { commerce, requests } = setup();
    const [a, b] = await Promise.all([
      loadCartProduct(commerce, 'v1-own-HD'),
      loadCartProduct(commerce, 'v1-own-HD'),
    ]);
    expect(a).toBe(b);
    expect(a).toMatchObject({ _id: 'v1-own-HD', orderType: 'own', resolution: 'HD' });
    expect(a.video._id).toBe('v1');
    expect(requests).toEqual(['/api/products/v1-own-HD']);
  });

  it('does not remember a failed load: the next element asks again', async () => {
    const { server, commerce, requests } = setup();
    server.inject('GET /api/products/v1-own-HD', 500);
    await expect(loadCartProduct(commerce, 'v1-own-HD')).rejects.toMatchObject({ status: 500 });
    await expect(loadCartProduct(commerce, 'v1-own-HD')).resolves.toMatchObject({
      _id: 'v1-own-HD',
    });
    expect(requests).toHaveLength(2);
  });

  it('rejects with a 404 for a product the server does not know', async () => {
    const { commerce } = setup();
    await expect(loadCartProduct(commerce, 'nope')).rejects.toMatchObject({ status: 404 });
  });
});
