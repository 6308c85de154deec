import {
  type CallAccess,
  type CallDefinition,
  PathParam,
  parseWith,
  type SchemaIssue,
} from '@reelcart/contract/store';
import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import type { AccessClaims } from '../auth/tokens';
import type { CallHandler, CallInput } from '../calls';
import type { Deps } from '../deps';
import { ApiError, forbidden, unauthorized } from '../errors';
import { answerFits } from './answerFits';
import type { AppEnv } from './context';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** A service's input (`CallInput`) and the HTTP context, which only route files see. */
export interface RouteInput<B, Q> extends CallInput<B, Q> {
  c: Context<AppEnv>;
}

export type RouteHandler<B, Q, R extends z.ZodMiniType> = (
  input: RouteInput<B, Q>,
) => Promise<z.input<R> | Response>;

/** `/api/videos/{slug}` → `/api/videos/:slug` */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function firstIssue(issues: SchemaIssue[], where: string): ApiError {
  const issue = issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : where;
  return new ApiError(400, `Invalid ${field}: ${issue?.message ?? 'invalid input'}`, { field });
}

/**
 * Registers one contract call: authenticates as the call says, parses body and query with its
 * schemas (400 naming the field), runs the handler and parses the answer with the response schema.
 */
export interface MountOptions {
  /**
   * Runs after authorisation and before the body and query are parsed: a rate limit that must
   * count every attempt, valid or not (contact, report, tracking: issue 29).
   */
  before?: (c: Context<AppEnv>) => Promise<void>;
}

export function mount<
  B extends z.ZodMiniType | undefined,
  Q extends z.ZodMiniType | undefined,
  R extends z.ZodMiniType,
>(
  app: Hono<AppEnv>,
  deps: Deps,
  call: CallDefinition<B, Q, R>,
  handler: RouteHandler<B, Q, R>,
  options: MountOptions = {},
): void {
  // Who beyond `auth`: the definition says (decision 073).
  const access = call.access;
  // An answer that already is what the schema's parse would make of it is sent as it is (decision 113).
  const fits = answerFits(call.response);
  app.on(call.method, honoPath(call.path), async (c) => {
    const auth = c.get('auth');
    if (call.auth === 'required' && !auth) throw unauthorized();
    if (access) {
      if (!auth) throw unauthorized();
      await checkAccess(deps, auth, access);
    }
    await options.before?.(c);
    const params = c.req.param() as Record<string, string>;
    // Path parameters are bounded one-line strings too (a `%00` in a slug was a 500).
    for (const [name, value] of Object.entries(params)) {
      const parsed = parseWith(PathParam, value);
      if (!parsed.success) throw firstIssue(parsed.issues, name);
    }
    let body: unknown;
    if (call.body) {
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        throw new ApiError(400, 'Invalid body: expected a JSON object', { field: 'body' });
      }
      const parsed = parseWith(call.body, raw);
      if (!parsed.success) throw firstIssue(parsed.issues, 'body');
      body = parsed.data;
    }
    let query: unknown;
    if (call.query) {
      const parsed = parseWith(call.query, c.req.query());
      if (!parsed.success) throw firstIssue(parsed.issues, 'query');
      query = parsed.data;
    }
    const result = await handler({
      c,
      body: body as Parsed<B>,
      query: query as Parsed<Q>,
      params,
      auth,
    });
    if (result instanceof Response) return result;
    if (fits(result)) return c.json(result as object);
    const checked = parseWith(call.response, result);
    if (!checked.success) {
      deps.log.error(`response of ${call.method} ${call.path} broke its schema`, {
        issues: checked.issues.slice(0, 3),
      });
      throw new ApiError(500, 'An unexpected error occurred.', { code: 'INTERNAL' });
    }
    return c.json(checked.data as object);
  });
}

/**
 * A service's handlers, each named for the call it answers in `calls` (the contract of an
 * audience) and typed by it: what `mountAll` mounts.
 */
export type ServiceOf<Calls, S> = {
  [K in keyof S]: K extends keyof Calls ? CallHandler<Calls[K]> : never;
};

/**
 * Mounts every handler of a module's service on the call of the same name (decision 087), in the
 * order the service lists them (the order Hono matches paths in): the registry's one line per
 * service instead of a route file repeating `mount(app, deps, contract.x, service.x)` per call.
 */
export function mountAll<Calls extends Record<string, CallDefinition>, S>(
  app: Hono<AppEnv>,
  deps: Deps,
  calls: Calls,
  service: ServiceOf<Calls, S>,
): void {
  for (const [name, handler] of Object.entries(service)) {
    const call = calls[name];
    if (!call) throw new Error(`mountAll: no call named ${name}`);
    mount(
      app,
      deps,
      call,
      handler as RouteHandler<CallDefinition['body'], CallDefinition['query'], z.ZodMiniType>,
    );
  }
}

/**
 * A role-restricted call checks the caller's row, not the token's claims (decision 061): a
 * demotion, a removed affiliate flag or a suspension applies to the very next call. Suspended →
 * 401 'Account suspended' (the client's refresh is refused too, and it signs out); wrong role → 403.
 */
async function checkAccess(deps: Deps, auth: AccessClaims, access: CallAccess): Promise<void> {
  const standing = await deps.access.get(auth.id);
  if (!standing) throw unauthorized();
  if (standing.suspended) throw unauthorized('Account suspended');
  const allowed =
    access === 'admin'
      ? standing.role === 'admin'
      : access === 'manager'
        ? standing.role === 'manager' || standing.role === 'admin'
        : standing.isAffiliate;
  if (!allowed) throw forbidden();
}
