/**
 * Cross-tab messaging behind a small interface. Like BroadcastChannel, a channel never
 * receives its own messages, delivery is asynchronous, and messages are structured clones
 * (so a message that could not cross a real tab boundary fails here too).
 */
export interface Channel<Message = unknown> {
  post(message: Message): void;
  /** Listens for messages from other instances; answers the function that stops listening. */
  subscribe(listener: (message: Message) => void): () => void;
  /** Stops sending and receiving; later posts are ignored. */
  close(): void;
}

export interface ChannelLogger {
  warn(message: string, ...details: unknown[]): void;
}

/** Whether BroadcastChannel exists here (browsers, workers and Node ≥ 18). */
export function hasBroadcastChannel(): boolean {
  return typeof globalThis.BroadcastChannel === 'function';
}

/**
 * A channel over BroadcastChannel, opened now under `name` (the cart uses 'cart-sync'). Where
 * BroadcastChannel is missing it answers a channel that delivers nothing. Create it only in
 * the browser: on the server a channel would keep the process alive and leak across requests.
 */
export function createBroadcastChannel<Message = unknown>(
  name: string,
  logger: ChannelLogger = console,
): Channel<Message> {
  if (!hasBroadcastChannel()) return createSilentChannel();
  const native = new BroadcastChannel(name);
  const listeners = new Set<(message: Message) => void>();
  let closed = false;
  native.onmessage = (event: MessageEvent) => {
    for (const listener of [...listeners]) listener(event.data as Message);
  };
  return {
    post(message) {
      if (closed) return;
      try {
        native.postMessage(message);
      } catch (error) {
        logger.warn(`[reelcart] could not post on channel "${name}"`, error);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      native.close();
    },
  };
}

function createSilentChannel<Message>(): Channel<Message> {
  return { post() {}, subscribe: () => () => {}, close() {} };
}

export interface MemoryChannelHubOptions {
  /**
   * 'microtask' (default) delivers like BroadcastChannel, after the current task's synchronous
   * code; 'sync' delivers before `post` returns, for tests that step a machine by hand.
   */
  delivery?: 'microtask' | 'sync';
}

/** A set of in-memory channels that see each other, like the tabs of one browser. */
export interface MemoryChannelHub {
  /** A new member of the channel named `name` (default 'cart-sync'). */
  createChannel<Message = unknown>(name?: string): Channel<Message>;
  /** Every message posted on the hub, in order, for assertions. */
  readonly posted: ReadonlyArray<{ name: string; message: unknown }>;
}

interface Member {
  name: string;
  closed: boolean;
  listeners: Set<(message: never) => void>;
}

export function createMemoryChannelHub(options: MemoryChannelHubOptions = {}): MemoryChannelHub {
  const members = new Set<Member>();
  const posted: Array<{ name: string; message: unknown }> = [];
  const deliver = (from: Member, message: unknown) => {
    for (const member of members) {
      if (member === from || member.closed || member.name !== from.name) continue;
      // Each receiver gets its own clone, as each tab does.
      const copy = structuredClone(message) as never;
      for (const listener of [...member.listeners]) listener(copy);
    }
  };
  return {
    posted,
    createChannel<Message = unknown>(name = 'cart-sync'): Channel<Message> {
      const member: Member = { name, closed: false, listeners: new Set() };
      members.add(member);
      return {
        post(message) {
          if (member.closed) return;
          const snapshot = structuredClone(message);
          posted.push({ name, message: snapshot });
          if (options.delivery === 'sync') deliver(member, snapshot);
          else queueMicrotask(() => deliver(member, snapshot));
        },
        subscribe(listener) {
          member.listeners.add(listener);
          return () => {
            member.listeners.delete(listener);
          };
        },
        close() {
          member.closed = true;
          member.listeners.clear();
          members.delete(member);
        },
      };
    },
  };
}

/** One memory channel on a hub of its own: a single tab that hears nobody. */
export function createMemoryChannel<Message = unknown>(name = 'cart-sync'): Channel<Message> {
  return createMemoryChannelHub().createChannel<Message>(name);
}
