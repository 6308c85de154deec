import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from './errors';

/** Registered symbol: the same across two copies of the bundle, so `isCommerceError` works across them. */
const BRAND = Symbol.for('@reelcart/sdk/CommerceError');

export interface CommerceErrorOptions {
  status?: number;
  message?: string;
  cause?: unknown;
  /** Which call failed, e.g. `POST /api/cart`. */
  call?: string;
  /** For malformed answers: the path of the first bad field, e.g. `cart.products.0.currentPrice`. */
  path?: string;
  /** Anything the server sent along that a caller can use (a validation result, say). */
  data?: unknown;
}

/** The one error type of the SDK: a code from the catalogue, a status and the spec's message. */
export class CommerceError extends Error {
  readonly code: ErrorCode;
  readonly status: number | undefined;
  readonly call: string | undefined;
  readonly path: string | undefined;
  readonly data: unknown;

  constructor(code: ErrorCode, options: CommerceErrorOptions = {}) {
    super(options.message ?? ERROR_MESSAGES[code], { cause: options.cause });
    this.name = 'CommerceError';
    this.code = code;
    this.status = options.status ?? ERROR_STATUS[code];
    this.call = options.call;
    this.path = options.path;
    this.data = options.data;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /** The serialisable part kept in machine context. */
  toJSON(): SerializedCommerceError {
    return { code: this.code, message: this.message, status: this.status };
  }
}

export interface SerializedCommerceError {
  code: ErrorCode;
  message: string;
  status?: number | undefined;
}

export function isCommerceError(value: unknown): value is CommerceError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Record<symbol, unknown>)[BRAND] === true
  );
}

/** Any thrown value as a CommerceError, keeping the original as its cause. */
export function toCommerceError(value: unknown, fallback: ErrorCode): CommerceError {
  if (isCommerceError(value)) return value;
  return new CommerceError(fallback, { cause: value });
}
