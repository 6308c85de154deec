import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { type IncomingMessage, request } from 'node:http';
import { connect, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// tsx as a loader in the server's own process, not its CLI: the CLI runs the server in a child
// process and relays signals to it, and under load a SIGTERM could reach the CLI before the
// child had told it that it handles the signal — the CLI then died with 143 (CI, test:postgres).
const tsxLoader = new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;
const main = fileURLToPath(new URL('./main.ts', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Resolves with the first stdout line that matches. */
function lineMatching(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => pattern.test(l));
      if (line) {
        child.stdout?.off('data', onData);
        resolve(line);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code} before ${pattern}`)));
  });
}

describe('graceful shutdown', () => {
  it('on SIGTERM refuses new connections, finishes the request in flight and exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', tsxLoader, main], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATA_DIR: ':memory:',
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await lineMatching(child, /Reelcart API on/);

      // A sign-in whose body is still being sent: `Expect: 100-continue` tells us the server has
      // the request in hand before we stop it.
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', expect: '100-continue' },
      });
      const response = once(req, 'response');
      await once(req, 'continue');

      const stopping = lineMatching(child, /SIGTERM: no new connections/);
      child.kill('SIGTERM');
      await stopping;
      const refused = connect(port, '127.0.0.1');
      const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
      expect(error.code).toBe('ECONNREFUSED');

      req.end(JSON.stringify({ email: 'nobody@reelcart.test', password: 'wrong-password' }));
      const [res] = (await response) as [IncomingMessage];
      res.resume();
      expect(res.statusCode).toBe(401);

      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 90_000);
});
