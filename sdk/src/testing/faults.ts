/**
 * Faults the fake server can be told to answer with instead of (or before) the real answer.
 * - a status (400, 401, 404, 409, 500, …): answered at once with `{ message }` (and `body` if given);
 * - `offline`: fetch rejects with a TypeError, as a browser does without a network;
 * - `hang`: no answer at all until the request's signal aborts;
 * - `slow`: the real answer, after `ms` on the server's timers (fake timers advance it);
 * - `late`: the request takes effect at once, its answer reaches the client `ms` later (a busy
 *   page, a slow network back): other clients meanwhile see, and build on, what it did.
 */
export type FakeFault =
  | { kind: 'status'; status: number; body?: Record<string, unknown> }
  | { kind: 'offline' }
  | { kind: 'hang' }
  | { kind: 'slow'; ms: number }
  | { kind: 'late'; ms: number };

/** A fault, or its shorthand: a status number, 'offline' or 'hang'. */
export type FaultInput = FakeFault | number | 'offline' | 'hang';

/** What the fault script and route matching see of a request. */
export interface FaultRequest {
  method: string;
  path: string;
}

/** Decides per request; answering undefined lets the request through. */
export type FaultScript = (request: FaultRequest) => FaultInput | undefined;

export const slow = (ms: number): FakeFault => ({ kind: 'slow', ms });
export const late = (ms: number): FakeFault => ({ kind: 'late', ms });

export function toFault(input: FaultInput): FakeFault {
  if (typeof input === 'number') return { kind: 'status', status: input };
  if (input === 'offline' || input === 'hang') return { kind: input };
  return input;
}

/**
 * Whether `route` names a request: '*' (any), '/api/cart' (any method) or 'POST /api/cart'.
 * Paths compare without the query string.
 */
export function routeMatches(route: string, request: FaultRequest): boolean {
  if (route === '*') return true;
  const space = route.indexOf(' ');
  if (space === -1) return route === request.path;
  return (
    route.slice(0, space).toUpperCase() === request.method &&
    route.slice(space + 1) === request.path
  );
}

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Cart version conflict',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function faultMessage(status: number): string {
  return DEFAULT_MESSAGES[status] ?? `Error ${status}`;
}

/** Queued faults: each is consumed by the first matching request, in the order they were queued. */
export function createFaultQueue() {
  let queued: Array<{ route: string; fault: FakeFault }> = [];
  let script: FaultScript | undefined;
  let offline = false;
  return {
    inject(route: string, faults: FaultInput[]) {
      for (const fault of faults) queued.push({ route, fault: toFault(fault) });
    },
    setScript(next: FaultScript | undefined) {
      script = next;
    },
    setOffline(next: boolean) {
      offline = next;
    },
    clear() {
      queued = [];
      script = undefined;
      offline = false;
    },
    get pending(): number {
      return queued.length;
    },
    /** The fault for this request, if any: offline first, then the queue, then the script. */
    take(request: FaultRequest): FakeFault | undefined {
      if (offline) return { kind: 'offline' };
      const index = queued.findIndex((entry) => routeMatches(entry.route, request));
      if (index !== -1) return queued.splice(index, 1)[0]?.fault;
      const scripted = script?.(request);
      return scripted === undefined ? undefined : toFault(scripted);
    },
  };
}
