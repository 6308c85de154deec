/**
 * At most `size` tasks at once; the rest wait their turn, first come first served. For work that
 * leaves the event loop but not the machine (a password hash takes a core for tens of milliseconds
 * on libuv's thread pool): capped, a burst of it cannot take every core from the requests the event
 * loop serves meanwhile (decision 092).
 */
export interface Slots {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now, and tasks waiting for a slot. */
  readonly running: number;
  readonly waiting: number;
}

export function createSlots(size: number): Slots {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('slots: size must be ≥ 1');
  let running = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      if (running < size) running += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
