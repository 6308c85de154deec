import { contract, PublishVideos } from '@reelcart/contract/admin';
import { describe, expect, it } from 'vitest';
import { bannerIntents } from '../../admin/resources/banners';
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
    const one = contextAnswering(() => [200, { updated: 1 }]);
    const form = formOf({ slugs: 'a-film' });
    const args = { url: new URL('http://x/admin/videos'), form, params: {}, fallback: 'publish' };
    expect(await runIntent({ publish }, { ...args, context: one.context })).toEqual({
      ok: true,
      intent: 'publish',
      message: '1 published.',
      updated: 1,
    });
    const many = contextAnswering(() => [200, { updated: 2 }]);
    const thrown = await runIntent({ publish }, { ...args, context: many.context }).catch(
      (response: unknown) => response,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/admin/videos?published=many');
  });
});
