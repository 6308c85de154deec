// Generates a Drizzle migration from src/modules/schema.ts.
// drizzle-kit is hoisted to the root node_modules while drizzle-orm sits in server/node_modules, and
// drizzle-kit refuses to run when it cannot resolve drizzle-orm from its own location. A scratch
// directory of symlinks, run with --preserve-symlinks, lets it see both.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = dirname(dirname(fileURLToPath(import.meta.url)));
/** The installed copy of a package: server/node_modules first, then the workspace root's. */
function packageDir(name) {
  for (const root of [join(server, 'node_modules'), join(server, '..', 'node_modules')]) {
    if (existsSync(join(root, name, 'package.json'))) return join(root, name);
  }
  throw new Error(`${name} is not installed`);
}
const scratch = mkdtempSync(join(tmpdir(), 'reelcart-drizzle-'));
const modules = join(scratch, 'node_modules');
mkdirSync(modules);
for (const name of ['drizzle-kit', 'drizzle-orm'])
  symlinkSync(packageDir(name), join(modules, name));
for (const name of ['@drizzle-team', 'esbuild', 'esbuild-register']) {
  const path = join(packageDir('drizzle-kit'), '..', name);
  if (existsSync(path)) symlinkSync(path, join(modules, name));
}
const result = spawnSync(
  process.execPath,
  [
    '--preserve-symlinks',
    '--preserve-symlinks-main',
    join(modules, 'drizzle-kit', 'bin.cjs'),
    'generate',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
rmSync(scratch, { recursive: true, force: true });
process.exit(result.status ?? 1);
