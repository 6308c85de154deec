import {
  type CallBody,
  type CallDefinition,
  type CallParams,
  type CallQuery,
  type CallResponse,
  fillPath,
} from '@reelcart/contract/core/call';
import { CommerceError, isCommerceError } from '@reelcart/contract/core/commerceError';
import { parseWith } from '@reelcart/contract/core/parse';
import { httpError, malformedResponse, parseBody } from './responseErrors';
import { sendThroughOfetch } from './send';

/** A request gives up after this long unless told otherwise (not a spec number). */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** What the client needs from whoever owns the session (the auth machine, in `createCommerce`). */
export interface ClientSession {
  /** The current access token, or null when signed out. */
  getToken(): string | null;
  /**
   * Gets a new access token. Rejects with a CommerceError when it cannot; the owner of the
   * session then signs out and sends the user to /login. The client calls it at most once at a
   * time however many requests are answered 401.
   */
  refresh(): Promise<string>;
}

export interface ClientOptions<Calls extends CallMap> {
  /** Base URL of the API, from the page's injected configuration. */
  baseURL: string;
  /** The calls this client knows, by name. Later areas add their own maps. */
  calls: Calls;
  /** Injected fetch (tests, the fake server, SSR with a custom agent). Defaults to the global one. */
  fetch?: typeof globalThis.fetch;
  session?: ClientSession;
  /** Request timeout in ms (ofetch's `timeout`); 0 means none. Default: {@link DEFAULT_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Headers sent with every call, read per request (e.g. a developer's spoofed country). */
  headers?: () => Record<string, string>;
}

export type CallMap = Record<string, CallDefinition>;

/** Per-request options besides the call's own inputs. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Lets the request outlive the page (the cart's flush on unload). */
  keepalive?: boolean;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** What one call takes: its body, query and path parameters as the contract types them. */
export type CallInput<C> = (CallBody<C> extends undefined
  ? { body?: undefined }
  : { body: CallBody<C> }) &
  (CallQuery<C> extends undefined ? { query?: undefined } : { query: CallQuery<C> }) &
  (CallParams<C> extends undefined ? { params?: undefined } : { params: CallParams<C> }) &
  RequestOptions;

/** The input argument is optional exactly when the call needs nothing. */
export type CallArgs<C> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` is the "needs nothing" test here.
  {} extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

export interface ApiClient<Calls extends CallMap> {
  /**
   * Makes one call of the contract and resolves its parsed answer. Rejects only with a
   * CommerceError: NETWORK_ERROR, TIMEOUT, ABORTED, MALFORMED_RESPONSE, UNAUTHORIZED, HTTP_ERROR
   * (status, server message and body kept), or the refresh's error after a failed refresh.
   */
  call<N extends keyof Calls & string>(
    name: N,
    ...args: CallArgs<Calls[N]>
  ): Promise<CallResponse<Calls[N]>>;
  /** The same for any call definition, named or not (`client.request(catalogueCalls.videos, …)`). */
  request<C extends CallDefinition>(definition: C, ...args: CallArgs<C>): Promise<CallResponse<C>>;
  readonly calls: Calls;
}

interface LooseInput extends RequestOptions {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, string>;
}

/** Builds the API client from the contract's call definitions. */
export function createClient<Calls extends CallMap>(
  options: ClientOptions<Calls>,
): ApiClient<Calls> {
  // Read the global at call time, never at creation: tests and SSR may install it later.
  const fetch: typeof globalThis.fetch =
    options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let refreshing: Promise<string> | null = null;

  /** Single flight: every 401 that arrives while a refresh runs waits for that same refresh. */
  function refreshOnce(session: ClientSession): Promise<string> {
    refreshing ??= session.refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function send(def: CallDefinition, label: string, input: LooseInput, token: string | null) {
    const headers: Record<string, string> = { ...options.headers?.(), ...input.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    return sendThroughOfetch(fetch, {
      label,
      method: def.method,
      baseURL: options.baseURL,
      path: fillPath(def.path, input.params),
      query: input.query,
      body: input.body,
      headers,
      signal: input.signal,
      keepalive: input.keepalive,
      timeoutMs: input.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
  }

  async function request(def: CallDefinition, input: LooseInput = {}): Promise<unknown> {
    const label = `${def.method} ${def.path}`;
    const session = options.session;
    const path = fillPath(def.path, input.params);
    const wantsBearer = def.auth !== 'none' || path.startsWith('/api/admin/');
    let token = wantsBearer ? (session?.getToken() ?? null) : null;
    let answer = await send(def, label, input, token);

    // 401 on a call that carried a token: refresh (single flight), then retry exactly once.
    if (answer.status === 401 && token && session) {
      const current = session.getToken();
      // Another call already refreshed while this one was in flight: just use the new token.
      token = current && current !== token ? current : await refreshOnce(session);
      answer = await send(def, label, input, token);
    }

    const body = parseBody(answer.text);
    if (answer.status >= 400) throw httpError(answer.status, body.value, label);
    if (!body.ok) {
      throw malformedResponse(label, answer.status, body.value, [
        { path: [], message: 'not JSON' },
      ]);
    }
    const parsed = parseWith(def.response, body.value);
    if (!parsed.success) throw malformedResponse(label, answer.status, body.value, parsed.issues);
    return parsed.data;
  }

  /** Only CommerceErrors leave the client. */
  const guarded = (def: CallDefinition | undefined, name: string, input?: LooseInput) =>
    (def
      ? request(def, input)
      : Promise.reject(new CommerceError('INTERNAL', { message: `Unknown call "${name}"` }))
    ).catch((error: unknown) => {
      throw isCommerceError(error) ? error : new CommerceError('INTERNAL', { cause: error });
    });

  return {
    calls: options.calls,
    call: ((name: string, input?: LooseInput) =>
      guarded(options.calls[name], name, input)) as ApiClient<Calls>['call'],
    request: ((def: CallDefinition, input?: LooseInput) =>
      guarded(def, def.path, input)) as ApiClient<Calls>['request'],
  };
}
