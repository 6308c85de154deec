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
const moduleOf = (f: string) => /^modules\/([^/]+)\//.exec(f)?.[1] ?? null;
const isPublicIndex = (f: string) => /^modules\/[^/]+\/index\.ts$/.test(f);
const isHttp = (f: string) => f.startsWith('platform/http/');
/** A module's HTTP layer: its route files and its request adapters (`*.http.ts`: middleware, request readers). */
const isModuleHttp = (f: string) => isRoutes(f) || /^modules\/[^/]+\/[\w.-]+\.http\.ts$/.test(f);
/** A module's tables may reference another module's tables (foreign keys); seeds build on other seeds. */
const isTables = (f: string) => /^modules\/[^/]+\/\w*[tT]ables\.ts$/.test(f);
const isSeed = (f: string) => /^modules\/[^/]+\/seed\.ts$/.test(f);
const sharedAcross = (from: string, to: string) =>
  (isTables(from) && isTables(to)) || (isSeed(from) && isSeed(to));
/** The query builder: only a module's services and tables speak SQL. */
const SQL_PACKAGES = new Set(['drizzle-orm', 'postgres', '@electric-sql/pglite']);
/** The database handle and the tables: what a route file would need to run a query itself. */
const isDatabase = (f: string) =>
  f.startsWith('platform/db/') || f === 'modules/schema.ts' || isTables(f);
/**
 * Route files still allowed to query: none since issue 31 moved the sales reports' queries into
 * their service. Kept (empty) so an exception is a visible, reviewed line.
 */
export const SQL_IN_ROUTES_EXCEPTIONS: readonly string[] = [];
/** The HTTP framework: a service never sees a request. */
const HTTP_PACKAGES = new Set(['hono', '@hono/node-server']);

/**
 * The platform's imports of modules, each with its reason; any other is a violation, and an entry
 * no file needs any more is reported too (`staleExceptions`), so the list only shrinks.
 */
export const PLATFORM_EXCEPTIONS: readonly { file: string; imports: string; why: string }[] = [
  {
    file: 'platform/db/database.ts',
    imports: 'modules/schema.ts',
    why: "the Database type is Drizzle's over the composed schema of every module",
  },
  {
    file: 'platform/http/accessCache.ts',
    imports: 'modules/schema.ts',
    why: "a role-restricted call reads the caller's role and suspension (users)",
  },
  {
    file: 'platform/deps.ts',
    imports: 'modules/accounts/tokenPurge.ts',
    why: 'Deps, the composition root type, holds the token purge (type only)',
  },
  {
    file: 'platform/deps.ts',
    imports: 'modules/checkout/gateway.ts',
    why: 'Deps, the composition root type, holds the payment gateway (type only)',
  },
];
const excepted = (file: string, target: string) =>
  PLATFORM_EXCEPTIONS.some((e) => e.file === file && e.imports === target);

/** Exceptions no file of the graph needs any more. */
export function staleExceptions(graph: readonly SourceImports[]) {
  return PLATFORM_EXCEPTIONS.filter(
    (e) => !graph.some((g) => g.file === e.file && g.imports.includes(e.imports)),
  );
}

/**
 * The rules, each violation once:
 * - routes import no routes (only the registry imports route files);
 * - services (every file of a module but its HTTP layer: `*.routes.ts`, `routes.ts`, `*.http.ts`)
 *   import no routes and no HTTP types (platform/http/*, hono);
 * - a module reaches another only through its public index (`modules/<other>/index.ts`), except
 *   that tables reference other modules' tables (foreign keys) and seeds build on other seeds;
 * - platform imports no module (the database opens and migrates; it does not seed), but for the
 *   few `PLATFORM_EXCEPTIONS`;
 * - one registry: route files are imported by `modules/registry.ts` only;
 * - routes speak no SQL: a route file imports no drizzle-orm or database driver, no
 *   `platform/db/*`, no `modules/schema.ts` and no tables — it parses the request (the contract),
 *   calls its module's service and answers (but for `SQL_IN_ROUTES_EXCEPTIONS`).
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
      if (own && !isModuleHttp(file) && isHttp(target)) {
        out.push({ rule: 'services import no HTTP types', file, imports: target });
      }
      const other = moduleOf(target);
      if (
        own &&
        other &&
        other !== own &&
        !isPublicIndex(target) &&
        !isRoutes(target) &&
        !sharedAcross(file, target)
      ) {
        out.push({
          rule: 'a module reaches another only through its public index',
          file,
          imports: target,
        });
      }
      if (
        file.startsWith('platform/') &&
        target.startsWith('modules/') &&
        !excepted(file, target)
      ) {
        out.push({ rule: 'platform imports no module', file, imports: target });
      }
    }
    if (isRoutes(file) && !SQL_IN_ROUTES_EXCEPTIONS.includes(file)) {
      for (const target of imports.filter(isDatabase)) {
        out.push({ rule: 'routes speak no SQL', file, imports: target });
      }
      for (const p of packages.filter((p) => SQL_PACKAGES.has(p))) {
        out.push({ rule: 'routes speak no SQL', file, imports: p });
      }
    }
    if (own && !isModuleHttp(file)) {
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
      const parts = spec.split('/');
      packages.push(parts.slice(0, spec.startsWith('@') ? 2 : 1).join('/'));
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
