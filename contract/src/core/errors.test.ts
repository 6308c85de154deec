import { describe, expect, it, vi } from 'vitest';
import { CommerceError, isCommerceError, toCommerceError } from './commerceError';
import { DEFAULT_ERROR, ERROR_MESSAGES, formatMessage, OWNERSHIP_REASONS } from './errors';

describe('the error catalogue', () => {
  it('carries the spec §8 messages to the letter', () => {
    expect(ERROR_MESSAGES).toMatchObject({
      LOGIN_FAILED: 'Login failed',
      REGISTRATION_FAILED: 'Registration failed',
      GOOGLE_AUTH_FAILED: 'Google authentication failed',
      NO_REFRESH_TOKEN: 'No refresh token available',
      CART_LOAD_FAILED: 'Failed to load cart data.',
      CART_CLEAR_FAILED: 'Failed to clear cart on server.',
      CART_FINALIZE_FAILED: 'Failed to finalize cart clearing after checkout.',
      CART_UPDATE_FAILED: 'Failed to update cart',
      CART_SYNC_CONFLICT: 'Cart sync conflict - please refresh the page',
      COUPON_INVALID: 'Invalid coupon',
      COUPON_APPLY_FAILED: 'Failed to apply coupon',
      COUPON_REMOVE_FAILED: 'Failed to remove coupon',
      USER_NOT_AUTHENTICATED: 'User not authenticated',
      CART_EMPTY: 'Cart is empty',
      CART_VALIDATION_FAILED: 'Cart validation failed',
      ROUTE_INVALID: 'Page Not Found: {path}',
      ROUTE_NOT_FOUND: 'Page not found: {fullPath}',
      UNKNOWN_ROUTE_MIDDLEWARE: 'Unknown route middleware',
    });
    expect(DEFAULT_ERROR).toEqual({
      status: 500,
      statusMessage: 'Internal Server Error',
      message: 'An unexpected error occurred.',
    });
    expect(OWNERSHIP_REASONS).toEqual({
      owned: 'Already owned',
      ownedInResolution: 'Already owned in {resolution} resolution',
      activeRental: 'Active rental exists',
    });
  });

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(formatMessage(ERROR_MESSAGES.ROUTE_INVALID, { path: '/videos/x' })).toBe(
      'Page Not Found: /videos/x',
    );
    expect(formatMessage('a {b} {c}', { b: 1 })).toBe('a 1 {c}');
  });
});

describe('CommerceError', () => {
  it('takes its message and status from the catalogue unless told otherwise', () => {
    const error = new CommerceError('CART_SYNC_CONFLICT');
    expect(error.message).toBe('Cart sync conflict - please refresh the page');
    expect(error.status).toBe(409);
    expect(error.toJSON()).toEqual({
      code: 'CART_SYNC_CONFLICT',
      message: error.message,
      status: 409,
    });
    const custom = new CommerceError('LOGIN_FAILED', { message: 'Wrong password', status: 401 });
    expect(custom.message).toBe('Wrong password');
    expect(custom.status).toBe(401);
  });

  it('is recognised across two copies of the bundle', async () => {
    vi.resetModules();
    const otherCopy = await import('./commerceError');
    expect(otherCopy.CommerceError).not.toBe(CommerceError);
    const foreign = new otherCopy.CommerceError('CART_EMPTY');
    expect(foreign instanceof CommerceError).toBe(false);
    expect(isCommerceError(foreign)).toBe(true);
    expect(otherCopy.isCommerceError(new CommerceError('CART_EMPTY'))).toBe(true);
  });

  it('does not mistake look-alikes for CommerceErrors', () => {
    expect(isCommerceError(new Error('x'))).toBe(false);
    expect(isCommerceError({ name: 'CommerceError', code: 'CART_EMPTY' })).toBe(false);
    expect(isCommerceError(null)).toBe(false);
    expect(isCommerceError('CART_EMPTY')).toBe(false);
  });

  it('wraps anything thrown, keeping the cause', () => {
    const cause = new TypeError('boom');
    const wrapped = toCommerceError(cause, 'NETWORK_ERROR');
    expect(wrapped.code).toBe('NETWORK_ERROR');
    expect(wrapped.cause).toBe(cause);
    const same = new CommerceError('CART_EMPTY');
    expect(toCommerceError(same, 'INTERNAL')).toBe(same);
  });
});
