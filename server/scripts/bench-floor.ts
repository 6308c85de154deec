/**
 * The floor benchmark (issue 34, docs/decisions/092): each call measured on the real API and on a
 * bare handler of the same stack (scripts/floor/floorApp.ts), alternately, over BENCH_ROUNDS
 * rounds of BENCH_SECONDS each, on one seeded PostgreSQL database. Each target is its own process;
 * CPU per request is the target's own process.cpuUsage() over a run divided by the answers of that
 * run. It prints, per call, the medians over the rounds: CPU per request and throughput of both,
 * and the ratios (API / floor).
 *   node tools/with-postgres.mjs npm run bench:floor -w server
 *   BENCH_ROUNDS=5 BENCH_SECONDS=5 BENCH_CONNECTIONS=10 node tools/with-postgres.mjs npm run bench:floor -w server
 *   BENCH_CALLS=cart.get,cart.post,cart.edits …   # only these calls
 *   BENCH_BEFORE=/path/to/an/older/server …   # that tree's API as a third target, per call
 * BENCH_BEFORE compares two versions of the API side by side in one run: the `server/` folder of
 * another commit (`git archive <commit> server | tar -x -C .bench/before`, with its node_modules
 * linked to this one's) runs alternately with this one and the floor, on the same database.
 * BENCH_CPU_PROF=/some/dir writes a V8 CPU profile of each of this tree's API processes there
 * (`node --cpu-prof`; the process with the most samples of a call is the one to read).
 * Each shopper's cart has three lines and a coupon before anything is measured.
 * The catalogue calls run against an API whose answer cache is off (the version is still read per
 * request); `… cached` rows run against a second API instance with the cache on.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freshPostgresDatabase, testPostgresUrl } from '../src/testing/postgres';

const rounds = Math.min(Number(process.env.BENCH_ROUNDS ?? 3), 20);
const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 3), 60);
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 10), 100);
const only = process.env.BENCH_CALLS?.split(',').filter(Boolean);
const adminUrl = testPostgresUrl();
if (!adminUrl) {
  console.error(
    'bench:floor needs PostgreSQL: node tools/with-postgres.mjs npm run bench:floor -w server',
  );
  process.exit(2);
}

type TargetName = 'floor' | 'api' | 'api-cached' | 'before' | 'before-cached';
interface Target {
  name: TargetName;
  child: ChildProcess;
  base: string;
  cpu(): Promise<number>;
}

const thisRoot = fileURLToPath(new URL('..', import.meta.url));
const beforeRoot = process.env.BENCH_BEFORE;
const cpuProfiles = process.env.BENCH_CPU_PROF;
const secret = `floor-bench-${'x'.repeat(40)}`;
/** The seeded coupon every shopper's cart carries (10 % off, no limits). */
const COUPON = 'cpn_welcome10';

async function start(name: TargetName, databaseUrl: string, root = thisRoot): Promise<Target> {
  const profile =
    cpuProfiles && root === thisRoot && name !== 'floor'
      ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfiles}`]
      : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', 'scripts/floor/server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: secret,
        SEED: 'false',
        LOGIN_RATE_LIMIT_MAX: '1000000',
        REGISTER_RATE_LIMIT_MAX: '1000000',
        BENCH_TARGET: name === 'floor' ? 'floor' : 'api',
        BENCH_CATALOGUE_CACHE: name === 'api' || name === 'before' ? 'off' : 'on',
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const [ready] = (await once(child, 'message')) as [{ port: number }];
  return {
    name,
    child,
    base: `http://127.0.0.1:${ready.port}`,
    async cpu() {
      const answer = once(child, 'message') as Promise<[{ cpu: NodeJS.CpuUsage }]>;
      child.send('cpu');
      const [{ cpu }] = await answer;
      return (cpu.user + cpu.system) / 1000;
    },
  };
}

interface Shopper {
  token: string;
  version: number;
  products: string[];
  next: number;
}

/** What one call sends: a static request, or one that follows each shopper's cart. */
interface Call {
  name: string;
  label: string;
  path: string;
  target: TargetName;
  method: 'GET' | 'POST';
  authenticated: boolean;
  /** A push as the SDK sends it: the lines and the edit that made them (the floor writes the lines). */
  edits?: boolean;
}
const CALLS: Call[] = [
  {
    name: 'cart.get',
    label: 'GET  /api/cart',
    path: '/api/cart',
    target: 'api',
    method: 'GET',
    authenticated: true,
  },
  {
    name: 'cart.post',
    label: 'POST /api/cart (versioned)',
    path: '/api/cart',
    target: 'api',
    method: 'POST',
    authenticated: true,
  },
  {
    name: 'cart.edits',
    label: 'POST /api/cart (an edit)',
    path: '/api/cart',
    target: 'api',
    method: 'POST',
    authenticated: true,
    edits: true,
  },
  {
    name: 'video',
    label: 'GET  /api/videos/{slug}, cache off',
    path: '',
    target: 'api',
    method: 'GET',
    authenticated: false,
  },
  {
    name: 'videos',
    label: 'GET  /api/videos, cache off',
    path: '/api/videos?page=2&limit=24',
    target: 'api',
    method: 'GET',
    authenticated: false,
  },
  {
    name: 'video.cached',
    label: 'GET  /api/videos/{slug}, cached',
    path: '',
    target: 'api-cached',
    method: 'GET',
    authenticated: false,
  },
  {
    name: 'videos.cached',
    label: 'GET  /api/videos, cached',
    path: '/api/videos?page=2&limit=24',
    target: 'api-cached',
    method: 'GET',
    authenticated: false,
  },
];

const database = await freshPostgresDatabase(adminUrl);
const targets: Target[] = [];
try {
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const { rows: productRows } = await pool.query<{ id: string }>(
    `select p.id from products p join videos v on v.id = p.video_id
      where p.order_type = 'own' and p.resolution = 'HD' and p.enabled and v.published order by p.id`,
  );
  const { rows: slugRows } = await pool.query<{ slug: string }>(
    'select slug from videos where published order by slug limit 1',
  );
  await pool.end();
  const productIds = productRows.map((r) => r.id);
  const slug = slugRows[0]?.slug ?? '';
  for (const call of CALLS) if (!call.path) call.path = `/api/videos/${slug}`;

  for (const name of ['floor', 'api', 'api-cached'] as const)
    targets.push(await start(name, database.url));
  if (beforeRoot) {
    targets.push(await start('before', database.url, beforeRoot));
    targets.push(await start('before-cached', database.url, beforeRoot));
  }
  const byName = (name: TargetName) => {
    const found = targets.find((t) => t.name === name);
    if (!found) throw new Error(`no target ${name}`);
    return found;
  };
  const api = byName('api');
  const json = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${api.base}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
    });
    return (await res.json()) as Record<string, unknown>;
  };
  type CartAnswer = { cart?: { version: number; products: Array<{ _id: string }> } };
  const adopt = (shopper: Shopper, answer: CartAnswer) => {
    if (!answer.cart) return;
    shopper.version = answer.cart.version;
    shopper.products = answer.cart.products.map((p) => p._id);
  };
  // One shopper (account and cart) per connection.
  const stamp = Date.now().toString(36);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < connections; i++) {
    const registered = await json('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({
        email: `floor-${stamp}-${i}@example.test`,
        password: 'long-enough-1',
      }),
    });
    const token = String(registered.token ?? '');
    if (!token) throw new Error(`register failed: ${JSON.stringify(registered)}`);
    const shopper: Shopper = { token, version: 0, products: [], next: i * 7 };
    // A cart as a shopper has one: three lines and a coupon (GET /api/cart of an empty cart reads
    // neither lines nor a coupon, and the pushes keep the coupon).
    const lines = [0, 1, 2].map(() => productIds[shopper.next++ % productIds.length] ?? '');
    const filled = (await json('/api/cart', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ products: lines, cartVersion: null, appliedCoupon: COUPON }),
    })) as CartAnswer;
    if (filled.cart?.products.length !== lines.length)
      throw new Error(`filling a cart failed: ${JSON.stringify(filled)}`);
    adopt(shopper, filled);
    shoppers.push(shopper);
  }
  const refresh = async () => {
    for (const shopper of shoppers)
      adopt(
        shopper,
        (await json('/api/cart', {
          headers: { authorization: `Bearer ${shopper.token}` },
        })) as CartAnswer,
      );
  };
  // A push grows the cart to three lines, then takes the first out: every push is a real write.
  const nextPush = (shopper: Shopper) => {
    const products =
      shopper.products.length < 3
        ? [...shopper.products, productIds[shopper.next++ % productIds.length] ?? '']
        : shopper.products.slice(1);
    return JSON.stringify({ products: [...new Set(products)], cartVersion: shopper.version });
  };
  // The same pushes as the SDK sends them: the lines and the one edit (an add, or the removal of
  // the first line) that made them, each edit new (the server applies an edit once).
  let edit = 0;
  const nextEdit = (shopper: Shopper) => {
    const grows = shopper.products.length < 3;
    const productId = grows
      ? (productIds[shopper.next++ % productIds.length] ?? '')
      : (shopper.products[0] ?? '');
    const products = grows ? [...shopper.products, productId] : shopper.products.slice(1);
    const operation = {
      id: `floor-${stamp}-${edit++}`,
      type: grows ? 'ADD' : 'REMOVE',
      productId,
      timestamp: Date.now(),
    };
    return JSON.stringify({
      products: [...new Set(products)],
      cartVersion: shopper.version,
      optimisticOperations: [operation],
    });
  };

  let lastBody = '';
  async function run(call: Call, target: Target, durationSeconds: number) {
    if (call.method === 'POST') await refresh();
    let nextShopper = 0;
    const before = await target.cpu();
    const result = await autocannon({
      url: `${target.base}${call.path}`,
      method: call.method,
      connections,
      duration: durationSeconds,
      requests: [
        {
          onResponse: (_status: number, body: string) => {
            lastBody = body;
          },
        },
      ],
      setupClient(client) {
        const shopper = shoppers[nextShopper++ % shoppers.length] as Shopper;
        const headers = {
          'content-type': 'application/json',
          ...(call.authenticated ? { authorization: `Bearer ${shopper.token}` } : {}),
        };
        if (call.method === 'GET') return client.setHeaders(headers);
        const next = call.edits ? nextEdit : nextPush;
        client.setHeadersAndBody(headers, next(shopper));
        // The answer's body was recorded just before this event, on this client (synchronously).
        client.on('response', (status: number) => {
          if (status === 200) adopt(shopper, JSON.parse(lastBody) as CartAnswer);
          // A push still in flight when the previous run ended moved the version on: take the
          // server's (the API names it in `field`, the floor in `version`) and carry on.
          if (status === 409) {
            const answer = JSON.parse(lastBody) as { field?: string; version?: number };
            const named = /server has (\d+)/.exec(answer.field ?? '')?.[1];
            shopper.version = answer.version ?? Number(named ?? shopper.version);
          }
          client.setHeadersAndBody(headers, next(shopper));
        });
      },
    });
    const cpuMs = (await target.cpu()) - before;
    const answered = result.requests.total;
    return {
      cpuPerRequest: cpuMs / Math.max(answered, 1),
      rate: answered / durationSeconds,
      non2xx: result.non2xx,
      errors: result.errors,
      bytes: Buffer.byteLength(lastBody),
    };
  }

  const calls = CALLS.filter((c) => !only || only.includes(c.name));
  const samples = new Map<
    string,
    Array<{ cpuPerRequest: number; rate: number; non2xx: number; errors: number; bytes: number }>
  >();
  const loadBefore = loadavg();
  const roleOf = (target: Target) =>
    target.name === 'floor' ? 'floor' : target.name.startsWith('before') ? 'before' : 'api';
  for (const call of calls) {
    const group = [byName('floor'), byName(call.target)];
    if (beforeRoot) group.push(byName(call.target === 'api' ? 'before' : 'before-cached'));
    for (const target of group) await run(call, target, 1); // warm-up: JIT, pools
    for (let round = 0; round < rounds; round++) {
      // Each target goes first in turn, and the order reverses every other round.
      const turned = [
        ...group.slice(round % group.length),
        ...group.slice(0, round % group.length),
      ];
      for (const target of round % 2 === 0 ? turned : turned.reverse()) {
        const key = `${call.name} ${roleOf(target)}`;
        const list = samples.get(key) ?? [];
        list.push(await run(call, target, seconds));
        samples.set(key, list);
      }
    }
  }
  const loadAfter = loadavg();
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[mid] ?? 0)
      : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  };
  console.log(
    `Floor benchmark: ${connections} connections, ${rounds} rounds of ${seconds} s per call and target, alternated; medians over rounds. Node ${process.version}, ${availableParallelism()} cores, load average ${loadBefore[0]?.toFixed(1)} before, ${loadAfter[0]?.toFixed(1)} after.`,
  );
  console.log(
    '| call                                 | CPU/req API ms | floor ms | ratio | req/s API | floor  | ratio | non-2xx API/floor |',
  );
  console.log(
    '| ------------------------------------ | -------------: | -------: | ----: | --------: | -----: | ----: | ----------------: |',
  );
  for (const call of calls) {
    const apiRuns = samples.get(`${call.name} api`) ?? [];
    const floorRuns = samples.get(`${call.name} floor`) ?? [];
    const cpuApi = median(apiRuns.map((s) => s.cpuPerRequest));
    const cpuFloor = median(floorRuns.map((s) => s.cpuPerRequest));
    const rateApi = median(apiRuns.map((s) => s.rate));
    const rateFloor = median(floorRuns.map((s) => s.rate));
    const bad = (runs: typeof apiRuns) => runs.reduce((sum, s) => sum + s.non2xx + s.errors, 0);
    console.log(
      `| ${call.label.padEnd(36)} | ${cpuApi.toFixed(3).padStart(14)} | ${cpuFloor.toFixed(3).padStart(8)} | ${(cpuApi / cpuFloor).toFixed(2).padStart(5)} | ${rateApi.toFixed(0).padStart(9)} | ${rateFloor.toFixed(0).padStart(6)} | ${(rateApi / rateFloor).toFixed(2).padStart(5)} | ${`${bad(apiRuns)}/${bad(floorRuns)}`.padStart(17)} |`,
    );
  }
  // What each answers: a floor that sends less than the contract asks for is a lower floor.
  console.log('\nAnswer size, bytes (the last answer of the last run): API / floor');
  for (const call of calls) {
    const last = (role: string) => samples.get(`${call.name} ${role}`)?.at(-1)?.bytes ?? 0;
    console.log(`  ${call.label.padEnd(36)} ${last('api')} / ${last('floor')}`);
  }
  if (beforeRoot) {
    console.log(`\nBefore (${beforeRoot}) and this tree, CPU per request, same run:`);
    console.log(
      '| call                                 | before ms | this ms | before/floor | this/floor | this/before |',
    );
    console.log(
      '| ------------------------------------ | --------: | ------: | -----------: | ---------: | ----------: |',
    );
    for (const call of calls) {
      const cpu = (role: string) =>
        median((samples.get(`${call.name} ${role}`) ?? []).map((s) => s.cpuPerRequest));
      const [before, now, floor] = [cpu('before'), cpu('api'), cpu('floor')];
      console.log(
        `| ${call.label.padEnd(36)} | ${before.toFixed(3).padStart(9)} | ${now.toFixed(3).padStart(7)} | ${(before / floor).toFixed(2).padStart(12)} | ${(now / floor).toFixed(2).padStart(10)} | ${(now / before).toFixed(2).padStart(11)} |`,
      );
    }
  }
} finally {
  for (const target of targets) {
    const exited = once(target.child, 'exit');
    target.child.send('stop');
    await exited;
  }
  await database.drop();
}
