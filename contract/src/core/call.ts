import type * as z from 'zod/mini';
import { boundedString } from './bounded';

/** Every `{name}` path parameter: a one-line string of 1–300 characters (docs/decisions/056). */
export const PathParam = boundedString(300, { min: 1 });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may make a call: anyone, anyone (token sent when there is one), or a signed-in user. */
export type CallAuth = 'none' | 'optional' | 'required';

/**
 * Who may make a call beyond being signed in (`auth: 'required'`): affiliates, managers (admins
 * too) or admins only. The server checks it against the caller's row on every call (decision
 * 061), and its authorization matrix reads it from here (decision 073): no list kept by hand.
 */
export type CallAccess = 'affiliate' | 'manager' | 'admin';

/**
 * One call of the contract, as data: the client, the reference server and the OpenAPI
 * document are all built from these, so they cannot disagree. Their one-line descriptions
 * are in `callSummaries` (summaries.ts), out of the browser bundle.
 */
export interface CallDefinition<
  Body extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Query extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  Response extends z.ZodMiniType = z.ZodMiniType,
  Path extends string = string,
> {
  method: HttpMethod;
  /** Path with `{name}` parameters, e.g. `/api/videos/{slug}`. */
  path: Path;
  auth: CallAuth;
  /** The role a call needs beyond `auth`; absent: any caller `auth` admits. */
  access?: CallAccess;
  body?: Body;
  query?: Query;
  response: Response;
}

export function defineCall<
  Body extends z.ZodMiniType | undefined = undefined,
  Query extends z.ZodMiniType | undefined = undefined,
  Response extends z.ZodMiniType = z.ZodMiniType,
  const Path extends string = string,
>(call: CallDefinition<Body, Query, Response, Path>): CallDefinition<Body, Query, Response, Path> {
  return call;
}

/** The `{name}` parameters of a literal path type, e.g. `'slug'` for `/api/videos/{slug}`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The parameters a call's path needs: `{ slug: string }`, or `undefined` when it has none. */
export type CallParams<C> =
  C extends CallDefinition<infer _B, infer _Q, infer _R, infer P>
    ? [PathParamNames<P>] extends [never]
      ? undefined
      : Record<PathParamNames<P>, string>
    : never;

export type CallBody<C> =
  C extends CallDefinition<infer B, infer _Q, infer _R, infer _P>
    ? B extends z.ZodMiniType
      ? z.input<B>
      : undefined
    : never;
export type CallQuery<C> =
  C extends CallDefinition<infer _B, infer Q, infer _R, infer _P>
    ? Q extends z.ZodMiniType
      ? z.input<Q>
      : undefined
    : never;
export type CallResponse<C> =
  C extends CallDefinition<infer _B, infer _Q, infer R, infer _P> ? z.output<R> : never;

/** The `{name}` parameters of a path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** Fills a path's `{name}` parameters, URI-encoding each value. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
