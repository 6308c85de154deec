export interface RateLimiter {
  /** Whether a further attempt under this key is allowed now. */
  check(key: string): { allowed: boolean; retryAfterSeconds: number };
  /** Counts an attempt (e.g. a failed login) under this key. */
  hit(key: string): void;
  reset(key: string): void;
}

/** A fixed-window counter in memory, per app instance (not shared across processes). */
export function createRateLimiter(options: {
  max: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt > now()) return entry;
    if (entry) windows.delete(key);
    return undefined;
  };
  const prune = () => {
    if (windows.size < 10_000) return;
    const t = now();
    for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
  };
  return {
    check(key) {
      const entry = current(key);
      if (!entry || entry.count < options.max) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.ceil((entry.resetAt - now()) / 1000) };
    },
    hit(key) {
      prune();
      const entry = current(key);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, resetAt: now() + options.windowMs });
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
