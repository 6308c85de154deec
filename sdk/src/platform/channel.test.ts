import { describe, expect, it, vi } from 'vitest';
import { createBroadcastChannel, createMemoryChannel, createMemoryChannelHub } from './channel';

const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('memory channel hub', () => {
  it('delivers to the other members, never back to the sender', async () => {
    const hub = createMemoryChannelHub();
    const a = hub.createChannel<string>('cart-sync');
    const b = hub.createChannel<string>('cart-sync');
    const c = hub.createChannel<string>('cart-sync');
    const heard = { a: [] as string[], b: [] as string[], c: [] as string[] };
    a.subscribe((m) => heard.a.push(m));
    b.subscribe((m) => heard.b.push(m));
    c.subscribe((m) => heard.c.push(m));
    a.post('from a');
    b.post('from b');
    await tick();
    expect(heard).toEqual({ a: ['from b'], b: ['from a'], c: ['from a', 'from b'] });
    expect(hub.posted).toEqual([
      { name: 'cart-sync', message: 'from a' },
      { name: 'cart-sync', message: 'from b' },
    ]);
  });

  it('delivers asynchronously by default, like BroadcastChannel', async () => {
    const hub = createMemoryChannelHub();
    const a = hub.createChannel();
    const b = hub.createChannel();
    const listener = vi.fn();
    b.subscribe(listener);
    a.post(1);
    expect(listener).not.toHaveBeenCalled();
    await tick();
    expect(listener).toHaveBeenCalledWith(1);
  });

  it('delivers before post returns with delivery: sync', () => {
    const hub = createMemoryChannelHub({ delivery: 'sync' });
    const a = hub.createChannel();
    const b = hub.createChannel();
    const listener = vi.fn();
    b.subscribe(listener);
    a.post({ n: 1 });
    expect(listener).toHaveBeenCalledWith({ n: 1 });
  });

  it('keeps channels of different names apart', async () => {
    const hub = createMemoryChannelHub({ delivery: 'sync' });
    const listener = vi.fn();
    hub.createChannel('other').subscribe(listener);
    hub.createChannel('cart-sync').post('x');
    expect(listener).not.toHaveBeenCalled();
  });

  it('gives each receiver its own clone of the message', () => {
    const hub = createMemoryChannelHub({ delivery: 'sync' });
    const a = hub.createChannel<{ items: string[] }>();
    const b = hub.createChannel<{ items: string[] }>();
    const received: Array<{ items: string[] }> = [];
    b.subscribe((m) => received.push(m));
    const message = { items: ['a'] };
    a.post(message);
    expect(received[0]).toEqual(message);
    expect(received[0]).not.toBe(message);
  });

  it('stops delivering after unsubscribe and close', () => {
    const hub = createMemoryChannelHub({ delivery: 'sync' });
    const a = hub.createChannel();
    const b = hub.createChannel();
    const listener = vi.fn();
    const stop = b.subscribe(listener);
    stop();
    a.post(1);
    b.subscribe(listener);
    b.close();
    a.post(2);
    b.post(3);
    expect(listener).not.toHaveBeenCalled();
    expect(hub.posted.map((p) => p.message)).toEqual([1, 2]);
  });

  it('a lone memory channel hears nobody', async () => {
    const channel = createMemoryChannel();
    const listener = vi.fn();
    channel.subscribe(listener);
    channel.post('x');
    await tick();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('BroadcastChannel channel', () => {
  it('delivers between two instances of one name and not to itself', async () => {
    const name = `test-${Math.random()}`;
    const a = createBroadcastChannel<{ n: number }>(name);
    const b = createBroadcastChannel<{ n: number }>(name);
    const toA = vi.fn();
    a.subscribe(toA);
    const received = new Promise((resolve) => b.subscribe(resolve));
    a.post({ n: 7 });
    await expect(received).resolves.toEqual({ n: 7 });
    expect(toA).not.toHaveBeenCalled();
    a.close();
    b.close();
    // Closed: posting again is ignored, not an error.
    expect(() => a.post({ n: 8 })).not.toThrow();
  });

  it('logs instead of throwing when a message cannot be cloned', () => {
    const logger = { warn: vi.fn() };
    const channel = createBroadcastChannel<unknown>(`test-${Math.random()}`, logger);
    channel.post({ fn: () => 1 });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    channel.close();
  });

  it('answers a silent channel where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    try {
      const channel = createBroadcastChannel('cart-sync');
      expect(() => channel.post('x')).not.toThrow();
      channel.subscribe(() => {})();
      channel.close();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
