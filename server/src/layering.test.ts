import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  describeViolations,
  layeringViolations,
  scanServer,
  staleExceptions,
} from './testing/layering';

const src = fileURLToPath(new URL('.', import.meta.url));

// The server's layering (issue 30, decision 074) over its real import graph: routes import no
// routes, services import no routes and no HTTP types, a module reaches another only through its
// public index, platform imports no module, one registry mounts every module.
describe('the server keeps its layers', () => {
  const graph = scanServer(src);

  it('has no import that breaks a layering rule', () => {
    expect(describeViolations(layeringViolations(graph))).toBe('');
  });

  it('lists no platform exception that no file needs any more', () => {
    expect(staleExceptions(graph)).toEqual([]);
  });

  it('scans the whole tree (the registry, a module index, the platform)', () => {
    const files = graph.map((g) => g.file);
    expect(files).toContain('modules/registry.ts');
    expect(files).toContain('modules/cart/index.ts');
    expect(files).toContain('platform/db/database.ts');
  });
});
