import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** Seeded catalogue data read straight from the API, for the catalogue screens' e2e tests. */
export const KINDS = [
  { path: '/series', heading: 'Series', filter: 'series' },
  { path: '/studios', heading: 'Studios', filter: 'studio' },
  { path: '/actresses', heading: 'Actresses', filter: 'actress' },
  { path: '/categories', heading: 'Categories', filter: 'category' },
] as const;

export interface Entity {
  slug: string;
  name: string;
  videoCount: number;
}

export interface ApiPage<T> {
  items: T[];
  total: number;
  totalPages: number;
}

export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export async function firstEntity(request: APIRequestContext, path: string): Promise<Entity> {
  const page = await apiGet<ApiPage<Entity>>(request, `${path}?sort=name&limit=1`);
  const entity = page.items[0];
  if (!entity) throw new Error(`nothing seeded at ${path}`);
  return entity;
}
