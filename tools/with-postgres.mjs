#!/usr/bin/env node
// Runs a command with a throwaway PostgreSQL cluster owned by this run (docs/decisions/031):
//   node tools/with-postgres.mjs <command> [args...]
// It finds PostgreSQL's server binaries (PG_BIN, `pg_ctl` on PATH, or Debian's
// /usr/lib/postgresql/<version>/bin), creates a cluster in a new temp directory, starts it on a
// free loopback port, runs the command with TEST_POSTGRES_URL (a superuser URL to the cluster's
// `postgres` database) in its environment, and always stops the cluster and deletes the directory
// afterwards, on success, failure, or Ctrl-C. As root (CI containers) initdb and pg_ctl run as the
// `postgres` user through runuser, because PostgreSQL refuses to run as root.
// Without the binaries the command still runs, without TEST_POSTGRES_URL, and this says what that
// skips; with REQUIRE_POSTGRES=1 (set by .ci/run) missing binaries are an error instead.
// WITH_POSTGRES=off skips the cluster even where the binaries exist.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node tools/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function findBin() {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'pg_ctl')))
    return process.env.PG_BIN;
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  const onPath = which.status === 0 ? which.stdout.trim() : '';
  if (onPath) return join(onPath, '..');
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(join(debian, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  return undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

let running;
function run(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    running = child;
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// WITH_POSTGRES=off: run without a cluster even where PostgreSQL is installed (a quicker local run).
const bin = process.env.WITH_POSTGRES === 'off' ? undefined : findBin();
if (!bin) {
  if (process.env.REQUIRE_POSTGRES === '1') {
    console.error('with-postgres: PostgreSQL binaries not found and REQUIRE_POSTGRES=1');
    process.exit(1);
  }
  console.warn(
    '\nwith-postgres: no PostgreSQL here (no pg_ctl, or WITH_POSTGRES=off), so the PostgreSQL runs are ' +
      'SKIPPED: the server suite on PostgreSQL, the two-instance tests and the end-to-end purchase ' +
      'on PostgreSQL. Install it (Debian: apt-get install postgresql) or set PG_BIN to run them.\n',
  );
  process.exit(await run(command[0], command.slice(1)));
}

const asRoot = process.getuid?.() === 0;
const owner = process.env.PG_RUN_AS ?? 'postgres';
const dir = mkdtempSync(join(tmpdir(), 'reelcart-pg-'));
const data = join(dir, 'data');
const port = await freePort();
const asOwner = (exe, args) =>
  asRoot ? ['runuser', ['-u', owner, '--', join(bin, exe), ...args]] : [join(bin, exe), args];

let started = false;
function stop() {
  if (started) {
    const [cmd, args] = asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    spawnSync(cmd, args, { stdio: 'ignore' });
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    running?.kill(signal);
    stop();
    process.exit(130);
  });
}

try {
  if (asRoot) {
    chmodSync(dir, 0o777);
  }
  const [initCmd, initArgs] = asOwner('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}${init.stderr}`);
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  const [startCmd, startArgs] = asOwner('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-o',
    options,
    '-w',
    'start',
  ]);
  const start = spawnSync(startCmd, startArgs, { encoding: 'utf8' });
  if (start.status !== 0) throw new Error(`pg_ctl start failed:\n${start.stdout}${start.stderr}`);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`with-postgres: throwaway PostgreSQL (${bin}) on ${url}, data in ${data}`);
  const code = await run(command[0], command.slice(1), { ...process.env, TEST_POSTGRES_URL: url });
  stop();
  process.exit(code);
} catch (error) {
  console.error(`with-postgres: ${error instanceof Error ? error.message : String(error)}`);
  stop();
  process.exit(1);
}
