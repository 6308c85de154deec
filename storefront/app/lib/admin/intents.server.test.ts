import { contract, PublishVideos } from '@reelcart/contract/admin';
import { describe, expect, it } from 'vitest';
import { bannerIntents } from '../../admin/resources/banners';
import { productIntents } from '../../admin/resources/products';
import { videoListIntents } from '../../admin/resources/videos';
import { contextAnswering } from '../platform/loader-context.testing';
import { runIntent } from './intents.server';
import { defineIntent, findIntent } from './resource';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const banner = {
  _id: 'ban_1',
  slug: 'spring',
  title: 'Spring',
  subtitle: '',
  linkUrl: '/videos',
  imageUrl: null,
  startsAt: null,
  endsAt: null,
  active: true,
  position: 0,
  version: 4,
  image: '/artwork/banner.svg',
  live: true,
};
const bannerForm = (intent: string) =>
  formOf({ intent, title: 'Spring', subtitle: '', linkUrl: '/videos', active: 'on', version: '3' });

describe('findIntent', () => {
  const intents = bannerIntents;
  it('finds an exact name, or the prefix (ending in `:`) an intent starts with', () => {
    expect(findIntent(intents, 'order')).toBe(intents.order);
    expect(findIntent(intents, 'banner:ban_9')).toBe(intents['banner:']);
    expect(findIntent(intents, 'banner')).toBeUndefined();
    expect(findIntent(intents, 'delete')).toBeUndefined();
  });
});

describe('runIntent', () => {
  it("makes the intent's call with the path parameter from its suffix, then says it worked", async () => {
    const { context, seen } = contextAnswering(() => [200, banner]);
    const result = await runIntent(bannerIntents, {
      context,
      url: new URL('http://x/admin/banners'),
      form: bannerForm('banner:ban_1'),
      params: {},
    });
    expect(result).toEqual({ ok: true, intent: 'banner:ban_1', message: 'Banner saved.' });
    expect(seen).toEqual(['/api/admin/banners/ban_1']);
  });

  it('an unknown intent calls nothing and answers "Unknown action."', async () => {
    const { context, seen } = contextAnswering(() => [200, banner]);
    const result = await runIntent(bannerIntents, {
      context,
      url: new URL('http://x/admin/banners'),
      form: bannerForm('delete'),
      params: {},
    });
    expect(result).toMatchObject({ ok: false, intent: 'delete', formError: 'Unknown action.' });
    expect(seen).toEqual([]);
  });

  it('a body its schema refuses is not sent: the errors and what was typed come back', async () => {
    const { context, seen } = contextAnswering(() => [200, banner]);
    const result = await runIntent(bannerIntents, {
      context,
      url: new URL('http://x/admin/banners'),
      form: formOf({ intent: 'create', title: '', linkUrl: '/videos' }),
      params: {},
    });
    expect(result).toMatchObject({ ok: false, intent: 'create', values: { title: '' } });
    expect(result.ok ? {} : result.fieldErrors).toHaveProperty('title');
    expect(seen).toEqual([]);
  });

  it('without an intent field, the fallback; a redirect is thrown; `extra` rides along', async () => {
    const publish = defineIntent({
      call: contract.adminPublishVideos,
      schema: PublishVideos,
      body: (form) => ({ slugs: form.getAll('slugs').map(String), published: true }),
      redirect: (data) => (data.updated > 1 ? '/admin/videos?published=many' : null),
      done: (data) => `${data.updated} published.`,
      extra: (data) => ({ updated: data.updated }),
    });
    const one = contextAnswering(() => [200, { updated: 1, slugs: ['a-film'] }]);
    const form = formOf({ slugs: 'a-film' });
    const args = { url: new URL('http://x/admin/videos'), form, params: {}, fallback: 'publish' };
    expect(await runIntent({ publish }, { ...args, context: one.context })).toEqual({
      ok: true,
      intent: 'publish',
      message: '1 published.',
      updated: 1,
    });
    const many = contextAnswering(() => [200, { updated: 2, slugs: ['a-film', 'b-film'] }]);
    const thrown = await runIntent({ publish }, { ...args, context: many.context }).catch(
      (response: unknown) => response,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/admin/videos?published=many');
  });
});

describe('undo on the toast (decision 105)', () => {
  const url = new URL('http://x/admin/videos');
  const publishForm = (intent: string, slugs: string[], undo = false) => {
    const form = new FormData();
    form.set('intent', intent);
    for (const slug of slugs) form.append('slugs', slug);
    if (undo) form.set('undo', '1');
    return form;
  };

  it('an unpublish offers the publish of exactly the videos it changed', async () => {
    const { context } = contextAnswering(() => [200, { updated: 1, slugs: ['b-film'] }]);
    const result = await runIntent(videoListIntents, {
      context,
      url,
      form: publishForm('unpublish', ['a-film', 'b-film']),
      params: {},
    });
    expect(result).toEqual({
      ok: true,
      intent: 'unpublish',
      message: '1 video unpublished.',
      undo: [
        ['intent', 'publish'],
        ['slugs', 'b-film'],
      ],
    });
  });

  it('changing nothing offers no undo', async () => {
    const { context } = contextAnswering(() => [200, { updated: 0, slugs: [] }]);
    const result = await runIntent(videoListIntents, {
      context,
      url,
      form: publishForm('publish', ['a-film']),
      params: {},
    });
    expect(result).not.toHaveProperty('undo');
  });

  it('the undo itself says what it set back and offers no undo of the undo', async () => {
    const { context, seen } = contextAnswering(() => [200, { updated: 1, slugs: ['b-film'] }]);
    const result = await runIntent(videoListIntents, {
      context,
      url,
      form: publishForm('publish', ['b-film'], true),
      params: {},
    });
    expect(result).toEqual({
      ok: true,
      intent: 'publish',
      message: 'Undone: 1 video published again.',
    });
    expect(seen).toEqual(['/api/admin/videos/publish']);
  });

  const product = {
    _id: 'prd_1',
    version: 8,
    orderType: 'rental',
    resolution: 'HD',
    rentalHours: 48,
    priceCents: 777,
    download: false,
    stream: true,
    enabled: true,
  };
  const priceForm = (price: string, was: string | null, version = '7') => {
    const form = formOf({
      intent: 'price:prd_1',
      version,
      orderType: 'rental',
      resolution: 'HD',
      rentalHours: '48',
      stream: 'on',
      enabled: 'on',
      price,
    });
    if (was !== null) form.set('was', was);
    return form;
  };

  it('a price saved offers the same row saved at the old price, at the version it made', async () => {
    const { context } = contextAnswering(() => [200, product]);
    const result = await runIntent(productIntents, {
      context,
      url: new URL('http://x/admin/products'),
      form: priceForm('7.77', '1299'),
      params: {},
    });
    expect(result).toMatchObject({ ok: true, message: 'Price saved.' });
    const undo = result.ok ? result.undo : undefined;
    expect(undo).toEqual([
      ['intent', 'price:prd_1'],
      ['version', '8'],
      ['orderType', 'rental'],
      ['resolution', 'HD'],
      ['rentalHours', '48'],
      ['stream', 'on'],
      ['enabled', 'on'],
      ['price', '12.99'],
    ]);
    // Posted back, it is the row's own save at the old price; it answers what it did.
    const back = contextAnswering(() => [200, { ...product, priceCents: 1299, version: 9 }]);
    const form = new FormData();
    for (const [name, value] of undo ?? []) form.append(name, value);
    form.set('undo', '1');
    expect(
      await runIntent(productIntents, {
        context: back.context,
        url: new URL('http://x/admin/products'),
        form,
        params: {},
      }),
    ).toEqual({
      ok: true,
      intent: 'price:prd_1',
      message: 'Undone: the price is back to $12.99.',
    });
  });

  it('no undo without the old price, or when the price did not change', async () => {
    for (const was of [null, '777', 'abc', '-5']) {
      const { context } = contextAnswering(() => [200, product]);
      const result = await runIntent(productIntents, {
        context,
        url: new URL('http://x/admin/products'),
        form: priceForm('7.77', was),
        params: {},
      });
      expect(result).not.toHaveProperty('undo');
    }
  });

  it('a stale undo (a second press, or a save since) is a conflict, not a second change', async () => {
    const { context } = contextAnswering(() => [
      409,
      { code: 'STALE_VERSION', message: 'This product was changed by someone else.' },
    ]);
    const form = priceForm('12.99', null, '8');
    form.set('undo', '1');
    const result = await runIntent(productIntents, {
      context,
      url: new URL('http://x/admin/products'),
      form,
      params: {},
    });
    expect(result).toMatchObject({ ok: false, conflict: true });
  });
});
