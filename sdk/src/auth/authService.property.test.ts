import { fc, test } from '@fast-check/vitest';
import { CommerceError } from '@reelcart/contract/core/commerceError';
import type { GoogleRequest, LoginRequest, RegisterRequest } from '@reelcart/contract/store/auth';
import { contract } from '@reelcart/contract/store/calls';
import { describe, expect } from 'vitest';
import { fromPromise } from 'xstate';
import { AUTH_COOKIE_NAME } from '../constants';
import { createClient } from '../http/client';
import { createMemoryCookieJar } from '../platform/cookieJar';
import { createRecordingNavigator } from '../platform/navigator';
import { serializeSession } from './authCookie';
import { createAuthService } from './authService';
import type { AuthSession } from './session';
import { fakeJwt, fakeSession } from './testTokens';

type Outcome = { ok: true; session: AuthSession } | { ok: false; status: number };

const sessionArb = fc
  .record({
    userid: fc.string({ minLength: 1, maxLength: 8 }),
    username: fc.emailAddress(),
    isAffiliate: fc.boolean(),
    hasPaymentInfo: fc.boolean(),
    affiliateCode: fc.option(fc.string({ maxLength: 6 }), { nil: null }),
    refreshToken: fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: null }),
    exp: fc.integer({ min: 1, max: 2_000_000_000 }),
    manager: fc.boolean(),
  })
  .map(({ exp, manager, ...rest }) =>
    fakeSession({
      ...rest,
      token: fakeJwt({ exp, userRole: manager ? 'manager' : 'user' }),
      jwtExpiration: exp,
      userRole: manager ? 'manager' : null,
      role: manager ? 'manager' : 'user',
    }),
  );
const outcomeArb: fc.Arbitrary<Outcome> = fc.oneof(
  sessionArb.map((session) => ({ ok: true as const, session })),
  fc.constantFrom(400, 401, 500).map((status) => ({ ok: false as const, status })),
);
const stepArb = fc.oneof(
  fc.record({
    kind: fc.constantFrom('signIn', 'register', 'signInWithGoogle', 'refresh'),
    outcome: outcomeArb,
  }),
  fc.constant({ kind: 'signOut' as const }),
);

describe('auth persistence', () => {
  // Invariant: after every step of any sequence of sign-in / register / Google / sign-out /
  // refresh outcomes (successes and failures alike), the auth cookie holds exactly the machine's
  // session — the same serialised value — and there is no cookie at all when signed out.
  test.prop([fc.option(sessionArb, { nil: null }), fc.array(stepArb, { maxLength: 12 })])(
    'the cookie always equals the machine context',
    async (initial, steps) => {
      const jar = createMemoryCookieJar(
        initial ? { [AUTH_COOKIE_NAME]: serializeSession(initial) } : {},
      );
      let next: Outcome = { ok: false, status: 500 };
      const settle = async () => {
        if (!next.ok) throw new CommerceError('HTTP_ERROR', { status: next.status });
        return next.session;
      };
      const auth = createAuthService({
        client: createClient({ baseURL: 'http://x', calls: contract }),
        cookies: jar,
        navigator: createRecordingNavigator(),
        actors: {
          signIn: fromPromise<AuthSession, LoginRequest>(settle),
          register: fromPromise<AuthSession, RegisterRequest>(settle),
          signInWithGoogle: fromPromise<AuthSession, GoogleRequest>(settle),
          refreshToken: fromPromise<AuthSession, { session: AuthSession }>(settle),
        },
      });
      const check = () => {
        const { session } = auth.getSnapshot();
        expect(jar.get(AUTH_COOKIE_NAME)).toBe(session ? serializeSession(session) : undefined);
      };
      check();
      for (const step of steps) {
        if (step.kind === 'signOut') auth.signOut();
        else {
          next = step.outcome;
          if (step.kind === 'refresh') await auth.refresh().catch(() => undefined);
          else await auth[step.kind]({ email: 'a@b.c', password: 'pw', credential: 'c' });
        }
        check();
      }
      auth.stop();
    },
  );
});
