import { contract } from '@reelcart/contract/store';
import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import {
  hashPassword,
  UNUSABLE_PASSWORD_HASH,
  verifyPassword,
} from '../../platform/auth/passwords';
import { newId } from '../../platform/auth/tokens';
import { handles } from '../../platform/calls';
import type { Deps } from '../../platform/deps';
import { ApiError, badRequest, unauthorized } from '../../platform/errors';
import { pairKey } from '../../platform/limits/loginBackoff';
import { attributeCustomer, type Visitor } from '../affiliate';
import { users } from '../schema';
import { noteSignUpAttempt } from './accountMail';
import { sendVerificationEmail } from './emailVerification';
import { linkGoogleIdentity } from './googleOwnership';
import { revokeUserSessions, rotateRefreshToken, startSession } from './sessions';
import { affiliateCodeFor, normaliseEmail, referrerOf } from './users';

/** The answer to a sign-up with a known e-mail: what to do, without confirming an account. */
const signUpRefused = () =>
  new ApiError(
    409,
    'We could not create an account with this e-mail. If it is yours, log in (or continue with Google); we have sent that address a note.',
    { field: 'email' },
  );
/** `Too many login attempts. Try again in 32 seconds.` (or minutes): says what to do. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 120) {
    return `Too many login attempts. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;
  }
  return `Too many login attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`;
}
const MIN_PASSWORD = 8;

/** What a sign-in or sign-up needs of its request, read by the route file. */
export interface SignInRequest {
  address: string;
  /** The visitor a referral is attributed to (read only when there is a referral code). */
  visitor: () => Visitor;
  /** Sets the refusal's `Retry-After` seconds on the answer. */
  retryAfter: (seconds: number) => void;
}

/** The calls `authRoutes` mounts (auth.routes.ts), without HTTP. */
export function authService(deps: Deps) {
  const { address: byAddress, email: byEmail, pair: byPair } = deps.loginLimiter;
  const attribute = async (
    visitor: () => Visitor,
    userId: string,
    code: string | null | undefined,
  ) => {
    if (!code) return;
    try {
      await attributeCustomer(deps.db, userId, { referralCode: code }, visitor(), 'register');
    } catch (error) {
      deps.log.warn('referral not attributed', { error: String(error) });
    }
  };
  return {
    login: (from: SignInRequest) =>
      handles(contract.login, async ({ body }) => {
        const email = normaliseEmail(body.email);
        const address = from.address;
        const pairOf = pairKey(email, address);
        const perAddress = await byAddress.attempt(address);
        const perEmail = await byEmail.attempt(email);
        const perPair = perAddress.allowed
          ? await byPair.attempt(pairOf, { underAttack: !perEmail.allowed })
          : perAddress;
        if (!perPair.allowed) {
          // A refused attempt is not counted against the address or the e-mail.
          await Promise.all([byAddress.forgive(address), byEmail.forgive(email)]);
          from.retryAfter(perPair.retryAfterSeconds);
          throw new ApiError(429, tooManyAttempts(perPair.retryAfterSeconds));
        }
        const [user] = await deps.db.select().from(users).where(eq(users.email, email));
        const ok = await verifyPassword(
          body.password,
          user?.passwordHash ?? UNUSABLE_PASSWORD_HASH,
        );
        if (!user || !ok) throw unauthorized('Invalid email or password');
        await Promise.all([
          byAddress.forgive(address),
          byEmail.reset(email),
          byPair.succeeded(pairOf),
        ]);
        return startSession(deps, user);
      }),
    register: (from: SignInRequest) =>
      handles(contract.register, async ({ body }) => {
        const email = normaliseEmail(body.email);
        if (body.password.length < MIN_PASSWORD) {
          throw badRequest('password', `Invalid password: at least ${MIN_PASSWORD} characters`);
        }
        const address = from.address;
        const limit = await deps.accountLimiter.register.attempt(address);
        if (!limit.allowed) {
          await deps.accountLimiter.register.forgive(address);
          from.retryAfter(limit.retryAfterSeconds);
          throw new ApiError(
            429,
            'Too many sign-ups from your network. Try again in an hour, or log in if you already have an account.',
          );
        }
        const [existing] = await deps.db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(eq(users.email, email));
        if (existing) {
          await noteSignUpAttempt(deps.db, deps.config, existing, Date.now());
          throw signUpRefused();
        }
        const id = newId('usr');
        const [user] = await deps.db
          .insert(users)
          .values({
            id,
            email,
            passwordHash: await hashPassword(body.password),
            isAffiliate: body.isAffiliate === true,
            affiliateCode: body.isAffiliate === true ? affiliateCodeFor(id) : null,
            referredBy: await referrerOf(deps, body.referralCode),
          })
          .onConflictDoNothing()
          .returning();
        if (!user) throw signUpRefused();
        await attribute(from.visitor, user.id, body.referralCode);
        await sendVerificationEmail(deps, user);
        return startSession(deps, user);
      }),
    google: (from: SignInRequest) =>
      handles(contract.google, async ({ body }) => {
        const { clientId, issuers } = deps.config.google;
        if (!clientId) throw unauthorized('Google sign-in is not configured');
        let claims: { sub?: unknown; email?: unknown; email_verified?: unknown };
        try {
          ({ payload: claims } = await jwtVerify(body.credential, deps.googleKeys, {
            issuer: issuers,
            audience: clientId,
            algorithms: ['RS256'],
          }));
        } catch {
          throw unauthorized('Google authentication failed');
        }
        const { sub, email } = claims;
        if (
          typeof sub !== 'string' ||
          typeof email !== 'string' ||
          claims.email_verified !== true
        ) {
          throw unauthorized('Google account has no verified e-mail');
        }
        const normalised = normaliseEmail(email);
        const [bySub] = await deps.db.select().from(users).where(eq(users.googleSub, sub));
        if (bySub) return startSession(deps, bySub);
        const [byEmail] = await deps.db.select().from(users).where(eq(users.email, normalised));
        if (byEmail) {
          // An unverified account of this e-mail loses its password and sessions (decision 061).
          const linked = await linkGoogleIdentity(deps.db, deps.config, byEmail, sub, Date.now());
          return startSession(deps, linked);
        }
        const [created] = await deps.db
          .insert(users)
          .values({
            id: newId('usr'),
            email: normalised,
            googleSub: sub,
            emailVerifiedAt: new Date(),
            referredBy: await referrerOf(deps, body.referralCode),
          })
          .returning();
        if (!created) throw unauthorized('Google authentication failed');
        await attribute(from.visitor, created.id, body.referralCode);
        return startSession(deps, created);
      }),
    currentUser: handles(contract.currentUser, async ({ auth }) => {
      const [user] = await deps.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, auth?.id ?? ''));
      if (!user) throw unauthorized();
      return user;
    }),
    refreshToken: handles(contract.refreshToken, async ({ body }) =>
      rotateRefreshToken(deps, body.refreshToken),
    ),
    changePassword: handles(contract.changePassword, async ({ auth, body }) => {
      const [user] = await deps.db
        .select()
        .from(users)
        .where(eq(users.id, auth?.id ?? ''));
      if (!user) throw unauthorized();
      const key = `password:${user.id}`;
      const limit = await byEmail.attempt(key);
      if (!limit.allowed) {
        await byEmail.forgive(key);
        throw new ApiError(429, 'Too many attempts. Try again later.');
      }
      const ok = await verifyPassword(
        body.currentPassword,
        user.passwordHash ?? UNUSABLE_PASSWORD_HASH,
      );
      if (!ok) throw badRequest('currentPassword', 'Current password is incorrect');
      if (body.newPassword.length < MIN_PASSWORD) {
        await byEmail.forgive(key);
        throw badRequest('newPassword', `Invalid password: at least ${MIN_PASSWORD} characters`);
      }
      await byEmail.reset(key);
      await deps.db
        .update(users)
        .set({ passwordHash: await hashPassword(body.newPassword) })
        .where(eq(users.id, user.id));
      return {
        revokedSessions: await revokeUserSessions(deps, user.id, body.refreshToken ?? null),
      };
    }),
    signOutEverywhere: handles(contract.signOutEverywhere, async ({ auth }) => ({
      revokedSessions: await revokeUserSessions(deps, auth?.id ?? ''),
    })),
  };
}
