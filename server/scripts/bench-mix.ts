/**
 * A realistic-mix load benchmark (issue 20): two API processes (server/src/main.ts, each with its
 * own connection pool, as behind a load balancer) on one seeded PostgreSQL database, driven by
 * BENCH_CONNECTIONS concurrent shoppers, each its own account, for BENCH_SECONDS. Each request is
 * sent to the next instance in turn. The mix, by weight: catalogue pages (video lists, a video,
 * search), cart reads, cart writes (add or remove a product at the cart's version), sign-ins and
 * checkouts with the test card. It prints throughput and p50/p99 per call, status classes, and the
 * machine's load average.
 *   node tools/with-postgres.mjs npm run bench:mix -w server
 *   BENCH_CONNECTIONS=20 BENCH_SECONDS=10 BENCH_INSTANCES=1 node tools/with-postgres.mjs npm run bench:mix -w server
 * The login rate limit is raised for the run (it would otherwise answer most sign-ins with 429:
 * every shopper signs in many times a minute here).
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startApiInstances } from '../src/testing/instances';

const connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 50), 200);
const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 20), 120);
const instanceCount = Math.min(Number(process.env.BENCH_INSTANCES ?? 2), 4);
const PASSWORD = 'long-enough-1';

if (!process.env.TEST_POSTGRES_URL) {
  console.error(
    'bench:mix needs a PostgreSQL cluster: node tools/with-postgres.mjs npm run bench:mix -w server',
  );
  process.exit(2);
}

type Op = 'videos' | 'video' | 'search' | 'cart.get' | 'cart.post' | 'login' | 'checkout';
const LABEL: Record<Op, string> = {
  videos: 'GET  /api/videos?page=',
  video: 'GET  /api/videos/{slug}',
  search: 'GET  /api/search?q=',
  'cart.get': 'GET  /api/cart',
  'cart.post': 'POST /api/cart',
  login: 'POST /api/auth/login',
  checkout: 'POST /api/checkout',
};
/**
 * Weights of storefront traffic (issue 34): browsing dominates (a list and a video page per few
 * clicks), every page loads the cart, a few clicks add to it, and a session signs in once and pays
 * rarely — about one sign-in and two payments per hundred calls, not five of each: a sign-in costs
 * a password hash (tens of milliseconds of CPU, decision 092), so five in a hundred made the mix a
 * sign-in benchmark. Sign-ins are reported on their own below, and the totals are given without them.
 */
const WEIGHTS: Array<[Op, number]> = [
  ['videos', 24],
  ['video', 22],
  ['search', 6],
  ['cart.get', 30],
  ['cart.post', 15],
  ['login', 1],
  ['checkout', 2],
];
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
const SEARCHES = ['har', 'night', 'city', 'blue', 'studio', 'summer', 'the'];

/** A small deterministic generator per shopper, so runs are comparable. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const set = await startApiInstances(instanceCount, {
  LOGIN_RATE_LIMIT_MAX: '1000000',
  REGISTER_RATE_LIMIT_MAX: '1000000',
  LOG_LEVEL: 'warn',
});
const stats = new Map<
  Op,
  { latencies: number[]; s2: number; s4: number; s5: number; errors: number }
>();
for (const [op] of WEIGHTS) stats.set(op, { latencies: [], s2: 0, s4: 0, s5: 0, errors: 0 });

try {
  const pool = new pg.Pool({ connectionString: set.databaseUrl, max: 2 });
  const { rows: productRows } = await pool.query<{ id: string }>(
    `select p.id from products p join videos v on v.id = p.video_id
      where p.order_type = 'own' and p.resolution = 'HD' and p.enabled and v.published
      order by p.id`,
  );
  const { rows: slugRows } = await pool.query<{ slug: string }>(
    'select slug from videos where published order by slug',
  );
  await pool.end();
  const productIds = productRows.map((r) => r.id);
  const slugs = slugRows.map((r) => r.slug);
  if (productIds.length < 20 || slugs.length < 20) throw new Error('the seed has too few videos');

  let turn = 0;
  const nextInstance = () => {
    const instance = set.instances[turn++ % set.instances.length];
    if (!instance) throw new Error('no instance');
    return instance;
  };
  let measuring = false;
  async function timed<T>(op: Op, send: () => Promise<{ status: number; json: T }>) {
    const started = performance.now();
    const entry = stats.get(op);
    try {
      const res = await send();
      if (measuring && entry) {
        entry.latencies.push(performance.now() - started);
        if (res.status >= 500) entry.s5++;
        else if (res.status >= 400) entry.s4++;
        else entry.s2++;
      }
      return res;
    } catch (error) {
      if (measuring && entry) entry.errors++;
      throw error;
    }
  }

  interface Shopper {
    email: string;
    token: string;
    cart: { _id: string; version: number; products: string[] };
    nextProduct: number;
    next: () => number;
  }
  type CartAnswer = { cart?: { _id: string; version: number; products: Array<{ _id: string }> } };
  const adopt = (shopper: Shopper, json: CartAnswer) => {
    if (json.cart)
      shopper.cart = {
        _id: json.cart._id,
        version: json.cart.version,
        products: json.cart.products.map((p) => p._id),
      };
  };

  // Accounts first (not measured): one per connection, spread over the instances.
  const stamp = Date.now().toString(36);
  const shoppers: Shopper[] = await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const email = `mix-${stamp}-${i}@example.test`;
      const registered = await nextInstance().call('POST', '/api/auth/register', {
        body: { email, password: PASSWORD },
      });
      const token = String(registered.json.token ?? '');
      if (!token) throw new Error(`register failed: ${JSON.stringify(registered.json)}`);
      const shopper: Shopper = {
        email,
        token,
        cart: { _id: '', version: 0, products: [] },
        nextProduct: (i * 7) % productIds.length,
        next: random(i + 1),
      };
      adopt(shopper, (await nextInstance().call('GET', '/api/cart', { token })).json as CartAnswer);
      return shopper;
    }),
  );

  const pick = (shopper: Shopper): Op => {
    let roll = shopper.next() * TOTAL_WEIGHT;
    for (const [op, weight] of WEIGHTS) {
      roll -= weight;
      if (roll < 0) return op;
    }
    return 'cart.get';
  };

  async function addProduct(shopper: Shopper) {
    const id = productIds[shopper.nextProduct++ % productIds.length] ?? '';
    const res = await timed('cart.post', () =>
      nextInstance().call('POST', '/api/cart', {
        token: shopper.token,
        body: { products: [...shopper.cart.products, id], cartVersion: shopper.cart.version },
      }),
    );
    adopt(shopper, res.json as CartAnswer);
  }

  async function step(shopper: Shopper, op: Op) {
    const { token } = shopper;
    switch (op) {
      case 'videos': {
        const page = 1 + Math.floor(shopper.next() * 8);
        await timed(op, () => nextInstance().call('GET', `/api/videos?page=${page}&limit=24`));
        return;
      }
      case 'video': {
        const slug = slugs[Math.floor(shopper.next() * slugs.length)] ?? '';
        await timed(op, () => nextInstance().call('GET', `/api/videos/${slug}`));
        return;
      }
      case 'search': {
        const q = SEARCHES[Math.floor(shopper.next() * SEARCHES.length)] ?? 'the';
        await timed(op, () => nextInstance().call('GET', `/api/search?q=${q}&limit=10`));
        return;
      }
      case 'cart.get': {
        const res = await timed(op, () => nextInstance().call('GET', '/api/cart', { token }));
        adopt(shopper, res.json as CartAnswer);
        return;
      }
      case 'cart.post': {
        // Grow the cart to three lines, then take one out: every push is a real, versioned write.
        if (shopper.cart.products.length < 3) return addProduct(shopper);
        const res = await timed(op, () =>
          nextInstance().call('POST', '/api/cart', {
            token,
            body: {
              products: shopper.cart.products.slice(1),
              cartVersion: shopper.cart.version,
            },
          }),
        );
        adopt(shopper, res.json as CartAnswer);
        return;
      }
      case 'login': {
        const res = await timed(op, () =>
          nextInstance().call('POST', '/api/auth/login', {
            body: { email: shopper.email, password: PASSWORD },
          }),
        );
        if (typeof res.json.token === 'string') shopper.token = res.json.token;
        return;
      }
      case 'checkout': {
        if (shopper.cart.products.length === 0) await addProduct(shopper);
        await timed(op, () =>
          nextInstance().call('POST', '/api/checkout', {
            token,
            body: {
              cartId: shopper.cart._id,
              cartVersion: shopper.cart.version,
              billerId: 'test-card',
              idempotencyKey: `mix-${shopper.email}-${shopper.cart._id}-${shopper.cart.version}`,
              paymentDetails: { cardNumber: '4242424242424242' },
            },
          }),
        );
        // The paid cart is completed; the shopper carries on with the new one.
        const res = await nextInstance().call('GET', '/api/cart', { token: shopper.token });
        adopt(shopper, res.json as CartAnswer);
        return;
      }
    }
  }

  async function runFor(ms: number) {
    const deadline = performance.now() + ms;
    await Promise.all(
      shoppers.map(async (shopper) => {
        while (performance.now() < deadline) await step(shopper, pick(shopper));
      }),
    );
  }

  const loadBefore = loadavg();
  await runFor(3_000); // warm-up: JIT, pools, caches
  measuring = true;
  const started = performance.now();
  await runFor(seconds * 1000);
  const elapsed = (performance.now() - started) / 1000;
  measuring = false;
  const loadAfter = loadavg();

  const percentile = (sorted: number[], p: number) =>
    sorted.length
      ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)
      : 0;
  const lines: string[] = [];
  let total = 0;
  // Sign-ins last, under the others: they are reported on their own.
  const order = [...WEIGHTS.map(([op]) => op).filter((op) => op !== 'login'), 'login' as const];
  for (const op of order) {
    const entry = stats.get(op);
    if (!entry) continue;
    const sorted = [...entry.latencies].sort((a, b) => a - b);
    total += sorted.length;
    lines.push(
      `| ${LABEL[op].padEnd(24)} | ${String(sorted.length).padStart(6)} | ${(sorted.length / elapsed).toFixed(1).padStart(7)} | ${percentile(sorted, 50).toFixed(1).padStart(7)} | ${percentile(sorted, 99).toFixed(1).padStart(7)} | ${`${entry.s2}/${entry.s4}/${entry.s5}/${entry.errors}`.padEnd(15)} |`,
    );
  }
  console.log(
    `Mixed load: ${instanceCount} API instance(s) on one PostgreSQL, ${connections} connections, ${elapsed.toFixed(1)} s measured after a 3 s warm-up; Node ${process.version}, ${availableParallelism()} cores; load average ${loadBefore[0]?.toFixed(1)} before, ${loadAfter[0]?.toFixed(1)} after`,
  );
  console.log(
    '| call                     |  count |   req/s | p50 ms  | p99 ms  | 2xx/4xx/5xx/err |',
  );
  console.log(
    '| ------------------------ | -----: | ------: | ------: | ------: | --------------- |',
  );
  for (const line of lines) console.log(line);
  const signIns = stats.get('login')?.latencies.length ?? 0;
  console.log(
    `| all but sign-ins         | ${String(total - signIns).padStart(6)} | ${((total - signIns) / elapsed).toFixed(1).padStart(7)} |         |         |                 |`,
  );
  console.log(
    `| all                      | ${String(total).padStart(6)} | ${(total / elapsed).toFixed(1).padStart(7)} |         |         |                 |`,
  );
} finally {
  await set.close();
}
