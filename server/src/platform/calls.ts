// What a module's service is given for one contract call, and what it answers (issue 30): the
// parsed body and query, the path's parameters and the caller — never the HTTP context, so a
// service runs without a request. The route file mounts the call and hands these over.
import type { CallDefinition } from '@reelcart/contract/store';
import type * as z from 'zod/mini';
import type { AccessClaims } from './auth/tokens';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface CallInput<B, Q> {
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Record<string, string>;
  auth: AccessClaims | null;
}

/** A service's answer to one call: its input parsed by the call's schemas, its result the call's response. */
export type CallHandler<C> =
  C extends CallDefinition<infer B, infer Q, infer R>
    ? (input: CallInput<B, Q>) => Promise<z.input<R>>
    : never;

/** Types a service's handler by the call it answers (the call itself is not kept). */
export const handles = <C>(_call: C, handler: CallHandler<C>): CallHandler<C> => handler;
