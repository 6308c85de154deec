import { describe, expect, it } from 'vitest';
import { contextAnswering } from '../platform/loader-context.testing';
import { authFormAction } from './auth-form.server';
import { unsignedJwt as jwt } from './unsigned-jwt.testing';

const signedIn = {
  token: jwt({ sub: 'u1', id: 'u1', exp: 4_000_000_000, userRole: 'user' }),
  refreshToken: 'refresh-1',
  user: {
    id: 'u1',
    email: 'ann@example.test',
    isAffiliate: false,
    affiliateCode: null,
    hasPaymentInfo: false,
  },
};

function post(url: string, fields: Record<string, string>): Request {
  return new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
}

async function run(mode: Parameters<typeof authFormAction>[0], url: string, ok: boolean) {
  const { context, seen } = contextAnswering(() =>
    ok ? [200, signedIn] : [401, { message: 'Invalid email or password' }],
  );
  const request = post(url, { email: 'ann@example.test', password: 'long-enough-1' });
  try {
    const result = await authFormAction(mode, request, context);
    return { result, seen };
  } catch (thrown) {
    return { thrown, seen };
  }
}

describe('the auth forms without JavaScript (route actions)', () => {
  it('signs in and redirects to the safe ?redirect= path', async () => {
    const { thrown, seen } = await run('login', 'http://store.test/login?redirect=%2Fcart', true);
    expect(seen).toEqual(['/api/auth/login']);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/cart');
  });

  it('never redirects off the site', async () => {
    const { thrown } = await run(
      'login',
      'http://store.test/login?redirect=%2F%09%2Fevil.example',
      true,
    );
    expect((thrown as Response).headers.get('Location')).toBe('/dashboard');
  });

  it('returns to a page of a listed embedding site, and to no other site (decision 097)', async () => {
    // The test environment's list: the local try-out's origins (EMBED_ORIGINS unset, not production).
    const back = await run(
      'login',
      'http://store.test/login?redirect=http%3A%2F%2F127.0.0.1%3A8088%2Fpost%3Fid%3D4',
      true,
    );
    expect((back.thrown as Response).headers.get('Location')).toBe(
      'http://127.0.0.1:8088/post?id=4',
    );
    const off = await run(
      'login',
      'http://store.test/login?redirect=http%3A%2F%2F127.0.0.1%3A8089%2F',
      true,
    );
    expect((off.thrown as Response).headers.get('Location')).toBe('/dashboard');
  });

  it('registers through the same call as the script, affiliates to their area', async () => {
    const { thrown, seen } = await run(
      'affiliate-sign-up',
      'http://store.test/affiliate/sign-up',
      true,
    );
    expect(seen).toEqual(['/api/auth/register']);
    expect((thrown as Response).headers.get('Location')).toBe('/affiliate');
  });

  it('answers the failure with the e-mail kept, the password not', async () => {
    const { result } = await run('login', 'http://store.test/login', false);
    expect(result).toEqual({ error: 'Invalid email or password', email: 'ann@example.test' });
  });
});
