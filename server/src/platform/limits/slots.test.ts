import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { createSlots } from './slots';

describe('createSlots', () => {
  // For any slot count and any sequence of tasks that settle in any order (some failing): no more
  // than `size` tasks ever run at once, each starts in the order it was submitted, and every task
  // settles with its own result or error.
  test.prop([
    fc.integer({ min: 1, max: 4 }),
    fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }),
    fc.infiniteStream(fc.nat()),
  ])(
    'never runs more than its size, starts in order, settles every task',
    async (size, fails, picks) => {
      const slots = createSlots(size);
      let running = 0;
      let most = 0;
      const started: number[] = [];
      const pending = new Map<number, () => void>();
      const results = fails.map((fail, i) =>
        slots
          .run(async () => {
            running += 1;
            most = Math.max(most, running);
            started.push(i);
            await new Promise<void>((resolve) => pending.set(i, resolve));
            running -= 1;
            if (fail) throw new Error(`task ${i}`);
            return i;
          })
          .then(
            (value) => ({ ok: true, value }),
            (error: Error) => ({ ok: false, value: error.message }),
          ),
      );
      const order = picks[Symbol.iterator]();
      while (pending.size > 0 || started.length < fails.length) {
        await new Promise((resolve) => setImmediate(resolve));
        const keys = [...pending.keys()];
        if (keys.length === 0) continue;
        const key = keys[(order.next().value ?? 0) % keys.length] as number;
        pending.get(key)?.();
        pending.delete(key);
      }
      const settled = await Promise.all(results);
      expect(most).toBeLessThanOrEqual(size);
      expect(started).toEqual(fails.map((_, i) => i));
      expect(settled).toEqual(
        fails.map((fail, i) => (fail ? { ok: false, value: `task ${i}` } : { ok: true, value: i })),
      );
      expect(slots.running).toBe(0);
      expect(slots.waiting).toBe(0);
    },
  );
});
