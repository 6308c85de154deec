#!/usr/bin/env node
// `npm run build:server -w storefront`: compiles server.ts into plain JavaScript for `node`
// (docs/decisions/018-production-server.md). esbuild bundles the storefront server and the workspace
// TypeScript it imports (@reelcart/server, @reelcart/contract, @reelcart/sdk, app/lib/*.server.ts) into
// build/node/server.js; every other package stays an import of node_modules. The API's SQL
// migrations are read next to the module that applies them, so they are copied beside the bundle, as are
// the sample media clips (server/src/modules/media/media-samples) the local media store falls back to.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(root, '..');
const outdir = join(root, 'build', 'node');

/** Workspace packages come from their sources (the same map as tsconfig's paths). */
const WORKSPACE = {
  '@reelcart/contract/store': join(repo, 'contract', 'src', 'store', 'index.ts'),
  '@reelcart/contract/affiliate': join(repo, 'contract', 'src', 'affiliate', 'index.ts'),
  '@reelcart/contract/admin': join(repo, 'contract', 'src', 'admin', 'index.ts'),
  '@reelcart/contract/docs': join(repo, 'contract', 'src', 'docs', 'index.ts'),
  '@reelcart/sdk': join(repo, 'sdk', 'src', 'index.ts'),
  '@reelcart/sdk/react': join(repo, 'sdk', 'src', 'react', 'index.ts'),
  '@reelcart/sdk/contract': join(repo, 'sdk', 'src', 'contract', 'index.ts'),
  '@reelcart/server': join(repo, 'server', 'src', 'index.ts'),
};

const SKIP = Symbol('resolving');

/** @type {import('esbuild').Plugin} */
const workspaceSources = {
  name: 'workspace-sources',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      const source = WORKSPACE[args.path];
      if (source) return { path: source };
      // The SDK imports the store contract module by module (decision 072).
      const module = /^@reelcart\/contract\/(store|core)\/(\w+)$/.exec(args.path);
      if (module) return { path: join(repo, 'contract', 'src', module[1], `${module[2]}.ts`) };
      if (args.path.startsWith('@reelcart/')) {
        return { errors: [{ text: `no source mapped for ${args.path}` }] };
      }
      if (args.pluginData === SKIP) return undefined;
      // A package the compiled file can import by name stays a bare import; one only a workspace
      // package has (npm nests e.g. drizzle-orm under server/node_modules) gets a relative path.
      const fromOut = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: outdir,
        pluginData: SKIP,
      });
      if (fromOut.errors.length === 0) return { path: args.path, external: true };
      const found = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: SKIP,
      });
      if (found.errors.length > 0) return { errors: found.errors };
      const relativePath = relative(outdir, found.path).split(sep).join('/');
      return {
        path: relativePath.startsWith('.') ? relativePath : `./${relativePath}`,
        external: true,
      };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
await build({
  entryPoints: [join(root, 'server.ts')],
  outfile: join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [workspaceSources],
});
cpSync(
  join(repo, 'server', 'src', 'modules', 'media', 'media-samples'),
  join(outdir, 'media-samples'),
  {
    recursive: true,
  },
);
cpSync(join(repo, 'server', 'src', 'platform', 'db', 'migrations'), join(outdir, 'migrations'), {
  recursive: true,
});
console.log(`compiled server: ${join('build', 'node', 'server.js')}`);
