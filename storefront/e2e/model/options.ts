import { type Invariant, isInvariant } from './invariants';

/**
 * How many sequences, from which seed (decision 070). Environment:
 * - `E2E_MODEL_RUNS`: sequences in all (default {@link DEFAULT_RUNS}), split over the shards;
 * - `E2E_MODEL_SEED`: the seed (one shard then); printed on every run, so any run can be replayed;
 * - `E2E_MODEL_PATH`: with the seed, replays exactly the failing sequence fast-check printed;
 * - `E2E_MODEL_SHARDS`: Playwright tests to split the runs over (default 2: the e2e suite's workers);
 * - `E2E_MODEL_SHRINK=1`: shrink a failure to a shorter sequence (slow in a browser; off by default);
 * - `E2E_MODEL_COMMANDS`: the longest sequence (default 12 commands);
 * - `E2E_MODEL_KEEP_GOING=1`: run every sequence, then fail with each failure's path and reason
 *   (a failure rate, and the defects behind the first one); off: stop at the first failure;
 * - `E2E_MODEL_TOLERATE`: invariants (invariants.ts) a run reports without failing, comma-separated;
 * - `E2E_MODEL_REPEAT`: runs the same sequences (the seed, or the seed and path) this many times in
 *   one browser and server (default 1): how often a timing-dependent failure comes back.
 * - `E2E_MODEL_REPORT=1`: prints a passing sequence's report too (badge histories with the page's
 *   time, requests with the sequence's): what a replay that passes went through.
 */
export const DEFAULT_RUNS = 10;

export interface ModelShard {
  index: number;
  runs: number;
  seed: number;
}

export interface ModelOptions {
  shards: ModelShard[];
  path: string | undefined;
  shrink: boolean;
  maxCommands: number;
  keepGoing: boolean;
  tolerate: Invariant[];
  repeat: number;
  reportPassed: boolean;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) ? n : fallback;
};

export function modelOptions(
  env: Record<string, string | undefined> = process.env,
  randomSeed: () => number = () => (Date.now() ^ (Math.random() * 0x7fffffff)) | 0,
): ModelOptions {
  const runs = Math.max(1, int(env.E2E_MODEL_RUNS, DEFAULT_RUNS));
  const given = env.E2E_MODEL_SEED;
  const base = given !== undefined && given !== '' ? int(given, 0) : randomSeed();
  const count =
    given !== undefined && given !== ''
      ? 1
      : Math.max(1, Math.min(runs, int(env.E2E_MODEL_SHARDS, 2)));
  const shards = Array.from({ length: count }, (_, index) => ({
    index,
    // The first shards take the remainder: 7 runs over 2 shards are 4 + 3.
    runs: Math.floor(runs / count) + (index < runs % count ? 1 : 0),
    seed: (base + index) | 0,
  }));
  const tolerate = (env.E2E_MODEL_TOLERATE ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = tolerate.filter((name) => !isInvariant(name));
  if (unknown.length > 0) throw new Error(`E2E_MODEL_TOLERATE: unknown ${unknown.join(', ')}`);
  return {
    shards,
    path: env.E2E_MODEL_PATH || undefined,
    shrink: env.E2E_MODEL_SHRINK === '1',
    maxCommands: Math.max(1, int(env.E2E_MODEL_COMMANDS, 12)),
    keepGoing: env.E2E_MODEL_KEEP_GOING === '1',
    tolerate: tolerate.filter(isInvariant),
    repeat: Math.max(1, Math.min(100, int(env.E2E_MODEL_REPEAT, 1))),
    reportPassed: env.E2E_MODEL_REPORT === '1',
  };
}
