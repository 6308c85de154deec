import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { freshPostgresDatabase, testPostgresUrl } from './postgres';

const tsx = fileURLToPath(new URL('../../../node_modules/tsx/dist/cli.mjs', import.meta.url));
const main = fileURLToPath(new URL('../main.ts', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ApiInstance {
  name: string;
  baseURL: string;
  process: ChildProcess;
  /** A JSON call to this instance. */
  call(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; json: Record<string, unknown> }>;
}

export interface InstanceSet {
  /** The database every instance uses (seeded; a test may open its own pool on it). */
  databaseUrl: string;
  instances: ApiInstance[];
  close(): Promise<void>;
}

/**
 * Starts `count` API processes (server/src/main.ts, each its own Node process with its own
 * connection pool and memory) on one new seeded PostgreSQL database of the run's throwaway
 * cluster, with one JWT secret, as behind a load balancer. Extra environment (e.g.
 * LOGIN_RATE_LIMIT_MAX) applies to all. The seam for cross-instance tests: the two-instance tests
 * (server/src/instances.pg.test.ts) use it, and a payout-run case can use it the same way.
 */
export async function startApiInstances(
  count: number,
  env: Record<string, string> = {},
): Promise<InstanceSet> {
  const adminUrl = testPostgresUrl();
  if (!adminUrl) throw new Error('TEST_POSTGRES_URL is not set: run through npm run test:postgres');
  const database = await freshPostgresDatabase(adminUrl);
  const secret = `two-instances-${'x'.repeat(40)}`;
  const instances: ApiInstance[] = [];
  const children: ChildProcess[] = [];
  try {
    const started = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const port = await freePort();
        const child = spawn(process.execPath, [tsx, main], {
          env: {
            ...process.env,
            NODE_ENV: 'development',
            DATABASE_URL: database.url,
            JWT_SECRET: secret,
            PORT: String(port),
            HOST: '127.0.0.1',
            SEED: 'false',
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        children.push(child);
        let output = '';
        child.stderr?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        await new Promise<void>((resolve, reject) => {
          let buffered = '';
          child.stdout?.on('data', (chunk: Buffer) => {
            buffered += chunk.toString();
            if (/Reelcart API on/.test(buffered)) resolve();
          });
          child.once('exit', (code) =>
            reject(new Error(`instance ${i} exited with ${code}: ${output}`)),
          );
        });
        const baseURL = `http://127.0.0.1:${port}`;
        const instance: ApiInstance = {
          name: String.fromCharCode(65 + i),
          baseURL,
          process: child,
          async call(method, path, options = {}) {
            const res = await fetch(`${baseURL}${path}`, {
              method,
              headers: {
                'content-type': 'application/json',
                ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
                ...options.headers,
              },
              ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
            });
            const text = await res.text();
            return {
              status: res.status,
              json: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
            };
          },
        };
        return instance;
      }),
    );
    instances.push(...started);
  } catch (error) {
    for (const child of children) child.kill('SIGKILL');
    await database.drop();
    throw error;
  }
  return {
    databaseUrl: database.url,
    instances,
    async close() {
      await Promise.all(
        instances.map(async (instance) => {
          if (instance.process.exitCode !== null) return;
          const exited = once(instance.process, 'exit');
          instance.process.kill('SIGTERM');
          await exited;
        }),
      );
      await database.drop();
    },
  };
}
