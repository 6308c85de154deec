#!/usr/bin/env node
// `npm run build -w storefront`: a fresh build id, `react-router build` with it baked in
// (VITE_BUILD_ID), then the build files the client polls and the server reads:
//   build/client/builds/latest.json       { id, timestamp }
//   build/client/builds/meta/{id}.json    { id, timestamp, routeRules }
//   build/client/embed/                   the drop-in the store serves to other sites (decision 090)
// and last the compiled storefront server, build/node/server.js (scripts/build-server.mjs).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const id = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
const bin = join(root, '..', 'node_modules', '.bin', 'react-router');

const result = spawnSync(bin, ['build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_BUILD_ID: id, NODE_ENV: 'production' },
});
if (result.status !== 0) process.exit(result.status ?? 1);

const timestamp = Date.now();
const routeRules = JSON.parse(readFileSync(join(root, 'route-rules.json'), 'utf8'));
const builds = join(root, 'build', 'client', 'builds');
mkdirSync(join(builds, 'meta'), { recursive: true });
writeFileSync(join(builds, 'latest.json'), `${JSON.stringify({ id, timestamp })}\n`);
writeFileSync(
  join(builds, 'meta', `${id}.json`),
  `${JSON.stringify({ id, timestamp, routeRules })}\n`,
);
console.log(`build id ${id}`);

// The drop-in (sdk/dist/cdn, made by the SDK's build): built first when missing or older than
// the SDK's sources, then copied to /embed/.
const sdk = join(root, '..', 'sdk');
const newest = (dir) =>
  Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? newest(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs,
    ),
  );
const manifest = join(sdk, 'dist', 'cdn', 'manifest.json');
if (!existsSync(manifest) || statSync(manifest).mtimeMs < newest(join(sdk, 'src'))) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const sdkBuild = spawnSync(npm, ['run', 'build', '-w', 'sdk'], {
    cwd: join(root, '..'),
    stdio: 'inherit',
  });
  if (sdkBuild.status !== 0) process.exit(sdkBuild.status ?? 1);
}
cpSync(join(sdk, 'dist', 'cdn'), join(root, 'build', 'client', 'embed'), { recursive: true });
console.log(`drop-in ${JSON.parse(readFileSync(manifest, 'utf8')).file}`);

const server = spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (server.status !== 0) process.exit(server.status ?? 1);
