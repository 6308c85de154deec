import { expect } from 'vitest';
import type { TestServer } from './harness';

/**
 * Every item of a paged list call, its pages walked in turn at this page size (`path` carries the
 * filters, sort and direction; `limit` and `page` are added). Stops after `maxPages`.
 */
export async function walkPages<Row>(
  server: TestServer,
  token: string,
  path: string,
  limit: number,
  maxPages = 500,
): Promise<Row[]> {
  const rows: Row[] = [];
  const join = path.includes('?') ? '&' : '?';
  for (let page = 1; page <= maxPages; page += 1) {
    const res = await server.request('GET', `${path}${join}limit=${limit}&page=${page}`, {
      token,
    });
    expect(res.status, res.text).toBe(200);
    rows.push(...(res.json.items as Row[]));
    if (page >= (res.json.totalPages as number)) break;
  }
  return rows;
}
