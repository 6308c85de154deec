import type { ValidationResult } from '@reelcart/contract/store';

export interface ApiErrorOptions {
  code?: string;
  field?: string;
  validationResult?: ValidationResult;
}

/** An error answer: status, message and the optional fields of the contract's ErrorBody. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 500,
    message: string,
    readonly options: ApiErrorOptions = {},
  ) {
    super(message);
  }

  toBody() {
    return {
      message: this.message,
      code: this.options.code ?? defaultCode(this.status),
      ...this.options,
    };
  }
}

function defaultCode(status: number): string {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return 'ERROR';
  }
}

export const badRequest = (field: string, message: string) => new ApiError(400, message, { field });
export const unauthorized = (message = 'Not authorised') => new ApiError(401, message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);

/** A write at a stale version (decision 029): someone else saved the record first. */
export const staleVersion = (what: string, current: number) =>
  new ApiError(
    409,
    `This ${what} was changed by someone else while you were editing (it is now at version ${current}). Your changes were not saved: reload to see theirs, then apply yours again.`,
    { code: 'STALE_VERSION', field: 'version' },
  );

/** A create or rename onto a slug another record of the kind already has. */
export const slugTaken = (what: string) =>
  new ApiError(409, `That slug is already used by another ${what}: choose another.`, {
    code: 'SLUG_TAKEN',
    field: 'slug',
  });
