import { StudioInput, StudioUpdate } from '@reelcart/contract/admin';
import { contract } from '@reelcart/contract/docs';
import { describe, expect, it } from 'vitest';
import { contextAnswering } from '../platform/loader-context.testing';
import { loadEntityList, saveEntity } from './entity.server';
import { entityListQuery } from './resource';

const NOUN = { one: 'studio', many: 'studios', path: '/admin/studios' };
const entity = (n: number) => ({
  _id: `std_${n}`,
  name: `Studio ${n}`,
  slug: `studio-${n}`,
  description: '',
  image: '',
  videoCount: n,
});

describe('entityListQuery', () => {
  it('keeps only the search, sort and page of the URL', () => {
    expect(
      entityListQuery(new URL('http://x/admin/studios?q=har&sort=videos&page=2&other=1&dir=asc')),
    ).toEqual({ q: 'har', sort: 'videos', page: '2' });
    expect(entityListQuery(new URL('http://x/admin/studios?q='))).toEqual({});
  });
});

describe('loadEntityList', () => {
  it("asks for the URL's page of 25, the defaults giving way to the URL", async () => {
    const list = { items: [entity(1)], page: 2, limit: 25, total: 26, totalPages: 2 };
    const { context, seen } = contextAnswering(() => [200, list]);
    const loaded = await loadEntityList(
      context,
      new URL('http://x/admin/categories?page=2&sort=name'),
      contract.listCategories,
      { sort: 'order' },
    );
    expect(loaded).toMatchObject({ list: { total: 26 }, query: { page: '2', sort: 'name' } });
    const asked = new URL(`http://api.test${seen[0]}`).searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ page: '2', sort: 'name', limit: '25' });
  });

  it('exports every matching row for CSV, a hundred a call, until the last page', async () => {
    const { context, seen } = contextAnswering((url) => {
      const page = Number(url.searchParams.get('page'));
      return [200, { items: [entity(page)], page, limit: 100, total: 3, totalPages: 3 }];
    });
    const loaded = await loadEntityList(
      context,
      new URL('http://x/admin/studios?q=st&export=csv'),
      contract.listStudios,
    );
    expect(loaded).toEqual({ exportRows: [entity(1), entity(2), entity(3)] });
    expect(seen).toHaveLength(3);
    for (const url of seen) expect(url).toMatch(/q=st/);
    for (const url of seen) expect(url).toMatch(/limit=100/);
  });
});

const studioForm = (fields: Record<string, string>) => {
  const body = new URLSearchParams({
    name: 'Harbour Lights',
    slug: 'harbour-lights',
    description: '',
    logoUrl: '',
    royaltyBps: '4500',
    ...fields,
  });
  return new Request('http://x/admin/studios/new', { method: 'POST', body });
};
const saved = (slug: string) => ({
  _id: 'std_1',
  name: 'Harbour Lights',
  slug,
  description: '',
  logoUrl: null,
  royaltyBps: 4500,
  version: 2,
  videos: [],
  history: [],
});
const save = (request: Request, slug: string, answer: () => [number, unknown]) => {
  const fake = contextAnswering(answer);
  return {
    seen: fake.seen,
    result: saveEntity({
      request,
      context: fake.context,
      url: new URL(`http://x/admin/studios/${slug}`),
      slug,
      noun: NOUN,
      create: { call: contract.adminCreateStudio, schema: StudioInput },
      update: { call: contract.adminUpdateStudio, schema: StudioUpdate },
      fromForm: (form) => ({
        name: form.get('name'),
        slug: form.get('slug'),
        description: form.get('description'),
        logoUrl: form.get('logoUrl') || null,
        royaltyBps: Number(form.get('royaltyBps')),
        ...(form.get('version') ? { version: Number(form.get('version')) } : {}),
      }),
    }).catch((thrown: unknown) => thrown),
  };
};

describe('saveEntity', () => {
  it('creates on /new and goes to the new address', async () => {
    const { result, seen } = save(studioForm({}), 'new', () => [200, saved('harbour-lights')]);
    const response = (await result) as Response;
    expect(response.headers.get('location')).toBe(
      '/admin/studios/harbour-lights?done=Studio+created.',
    );
    expect(seen).toEqual(['/api/admin/studios']);
  });

  it('saves in place with a message, and follows a changed slug', async () => {
    const same = save(studioForm({ version: '1' }), 'harbour-lights', () => [
      200,
      saved('harbour-lights'),
    ]);
    expect(await same.result).toEqual({
      ok: true,
      intent: 'save-studio',
      message: 'Studio saved.',
    });
    expect(same.seen).toEqual(['/api/admin/studios/harbour-lights']);
    const renamed = save(studioForm({ slug: 'harbour', version: '1' }), 'harbour-lights', () => [
      200,
      saved('harbour'),
    ]);
    expect(((await renamed.result) as Response).headers.get('location')).toBe(
      '/admin/studios/harbour?done=Studio+saved.',
    );
  });

  it('an invalid form is answered with its field errors and what was typed, without a call', async () => {
    const { result, seen } = save(studioForm({ slug: 'Not A Slug' }), 'new', () => [500, {}]);
    expect(await result).toMatchObject({
      ok: false,
      intent: 'save-studio',
      fieldErrors: { slug: expect.any(String) },
      values: { slug: 'Not A Slug' },
    });
    expect(seen).toEqual([]);
  });
});
