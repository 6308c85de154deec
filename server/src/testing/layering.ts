// The server's layering rules (issue 30, decision 074), checked over the import graph of
// server/src by `layering.test.ts` in the server's test project, so `npm test` fails on a violation.
// Pure: it reads nothing itself; `importsOf` and `scanServer` (below) read the files.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import ts from 'typescript';

/** One source file (path relative to server/src, with '/') and the files it imports (same form). */
export interface SourceImports {
  file: string;
  imports: string[];
  /** Bare package names it imports ('hono', 'drizzle-orm', …). */
  packages: string[];
}

export interface Violation {
  rule: string;
  file: string;
  imports: string;
}

const isTest = (f: string) =>
  f.endsWith('.test.ts') || f.endsWith('.testing.ts') || f.startsWith('testing/');
/** A module's route file: `routes.ts` or `<group>.routes.ts`, only `mount` calls over the contract. */
export const isRoutes = (f: string) => /^modules\/[^/]+\/(?:[\w-]+\.)?routes\.ts$/.test(f);
/** The one registry: the only file that imports route files. */
export const REGISTRY = 'modules/registry.ts';
/** Files of the modules folder that compose every module (not part of one). */
const COMPOSITION = new Set(['modules/schema.ts', 'modules/seed.ts', REGISTRY]);
const moduleOf = (f: string) => /^modules\/([^/]+)\//.exec(f)?.[1] ?? null;
const isPublicIndex = (f: string) => /^modules\/[^/]+\/index\.ts$/.test(f);
const isHttp = (f: string) => f.startsWith('platform/http/');
/** The HTTP framework: a service never sees a request. */
const HTTP_PACKAGES = new Set(['hono', '@hono/node-server']);

/**
 * The rules, each violation once:
 * - routes import no routes (only the registry imports route files);
 * - services (every non-route file of a module) import no routes and no HTTP types
 *   (platform/http/*, hono);
 * - a module reaches another only through its public index (`modules/<other>/index.ts`);
 * - platform imports no module (the database opens and migrates; it does not seed);
 * - one registry: route files are imported by `modules/registry.ts` only.
 * Tests and test helpers (*.test.ts, *.testing.ts, testing/) are exempt.
 */
export function layeringViolations(graph: readonly SourceImports[]): Violation[] {
  const out: Violation[] = [];
  for (const { file, imports, packages } of graph) {
    if (isTest(file)) continue;
    const own = moduleOf(file);
    for (const target of imports) {
      if (isRoutes(target) && file !== REGISTRY) {
        out.push({
          rule: isRoutes(file)
            ? 'routes import no routes'
            : own
              ? 'services import no routes'
              : 'only the registry imports route files',
          file,
          imports: target,
        });
        continue;
      }
      if (own && !isRoutes(file) && isHttp(target)) {
        out.push({ rule: 'services import no HTTP types', file, imports: target });
      }
      const other = moduleOf(target);
      if (own && other && other !== own && !isPublicIndex(target) && !isRoutes(target)) {
        out.push({
          rule: 'a module reaches another only through its public index',
          file,
          imports: target,
        });
      }
      if (file.startsWith('platform/') && target.startsWith('modules/')) {
        out.push({ rule: 'platform imports no module', file, imports: target });
      }
    }
    if (own && !isRoutes(file) && !COMPOSITION.has(file)) {
      for (const p of packages) {
        if (HTTP_PACKAGES.has(p)) {
          out.push({ rule: 'services import no HTTP types', file, imports: p });
        }
      }
    }
  }
  return out;
}

/** What one file imports (relative specifiers resolved against server/src, packages by name). */
export function importsOf(file: string, text: string): SourceImports {
  const info = ts.preProcessFile(text, true, true);
  const imports: string[] = [];
  const packages: string[] = [];
  for (const { fileName: spec } of info.importedFiles) {
    if (spec.startsWith('.')) {
      let target = posix.normalize(posix.join(posix.dirname(file), spec));
      if (!target.endsWith('.ts')) target = `${target}.ts`;
      imports.push(target);
    } else {
      packages.push(
        spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!,
      );
    }
  }
  return { file, imports, packages };
}

/**
 * The import graph of a source folder (server/src). A relative import of a folder resolves to its
 * index.ts when no `<folder>.ts` exists.
 */
export function scanServer(srcDir: string): SourceImports[] {
  const files = (readdirSync(srcDir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.split(sep).join('/'));
  const known = new Set(files);
  return files.map((f) => {
    const scanned = importsOf(f, readFileSync(join(srcDir, f), 'utf8'));
    scanned.imports = scanned.imports.map((t) =>
      known.has(t)
        ? t
        : known.has(t.replace(/\.ts$/, '/index.ts'))
          ? t.replace(/\.ts$/, '/index.ts')
          : t,
    );
    return scanned;
  });
}

/** The violations as lines a reader can act on. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations.map((v) => `${v.rule}: ${v.file} imports ${v.imports}`).join('\n');
}
