import { contract } from '@reelcart/contract/store';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { jwtVerify } from 'jose';
import {
  hashPassword,
  UNUSABLE_PASSWORD_HASH,
  verifyPassword,
} from '../../platform/auth/passwords';
import { newId } from '../../platform/auth/tokens';
import type { Deps } from '../../platform/deps';
import { ApiError, badRequest, unauthorized } from '../../platform/errors';
import { clientAddress } from '../../platform/http/clientAddress';
import type { AppEnv } from '../../platform/http/context';
import { mount } from '../../platform/http/route';
import { pairKey } from '../../platform/limits/loginBackoff';
import { attributeCustomer, visitorOf } from '../affiliate';
import { users } from '../schema';
import { noteSignUpAttempt } from './accountMail';
import { sendVerificationEmail } from './emailVerification';
import { linkGoogleIdentity } from './googleOwnership';
import { resetPassword } from './passwordReset';
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

export function authRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { address: byAddress, email: byEmail, pair: byPair } = deps.loginLimiter;

  // Decision 060: attempts back off per e-mail *and* address (an owner elsewhere still gets in);
  // an address trying many e-mails is cut off; an e-mail failing from many addresses only makes
  // each address's backoff start sooner. Counted before the password is checked, atomically in
  // the database, so concurrent guesses on every instance count (decision 032).
  mount(app, deps, contract.login, async ({ c, body }) => {
    const email = normaliseEmail(body.email);
    const address = clientAddress(c);
    const pairOf = pairKey(email, address);
    const perAddress = await byAddress.attempt(address);
    const perEmail = await byEmail.attempt(email);
    const perPair = perAddress.allowed
      ? await byPair.attempt(pairOf, { underAttack: !perEmail.allowed })
      : perAddress;
    if (!perPair.allowed) {
      // A refused attempt is not counted against the address or the e-mail.
      await Promise.all([byAddress.forgive(address), byEmail.forgive(email)]);
      c.header('Retry-After', String(perPair.retryAfterSeconds));
      throw new ApiError(429, tooManyAttempts(perPair.retryAfterSeconds));
    }
    const [user] = await deps.db.select().from(users).where(eq(users.email, email));
    const ok = await verifyPassword(body.password, user?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
    if (!user || !ok) throw unauthorized('Invalid email or password');
    await Promise.all([byAddress.forgive(address), byEmail.reset(email), byPair.succeeded(pairOf)]);
    return startSession(deps, user);
  });

  /** Lifelong attribution of a new customer (decision 022); never fails the sign-up. */
  const attribute = async (c: Context<AppEnv>, userId: string, code: string | null | undefined) => {
    if (!code) return;
    try {
      await attributeCustomer(
        deps.db,
        userId,
        { referralCode: code },
        visitorOf(c, deps),
        'register',
      );
    } catch (error) {
      deps.log.warn('referral not attributed', { error: String(error) });
    }
  };

  // Decision 060: sign-ups are limited per address; a known e-mail creates nothing, its owner
  // hears of it by mail, and the answer names no account (the spec's register answers a session,
  // so a new e-mail's success still differs from this refusal: the trade-off is in the decision).
  mount(app, deps, contract.register, async ({ c, body }) => {
    const email = normaliseEmail(body.email);
    if (body.password.length < MIN_PASSWORD) {
      throw badRequest('password', `Invalid password: at least ${MIN_PASSWORD} characters`);
    }
    const address = clientAddress(c);
    const limit = await deps.accountLimiter.register.attempt(address);
    if (!limit.allowed) {
      await deps.accountLimiter.register.forgive(address);
      c.header('Retry-After', String(limit.retryAfterSeconds));
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
    await attribute(c, user.id, body.referralCode);
    await sendVerificationEmail(deps, user);
    return startSession(deps, user);
  });

  mount(app, deps, contract.google, async ({ c, body }) => {
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
    if (typeof sub !== 'string' || typeof email !== 'string' || claims.email_verified !== true) {
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
    await attribute(c, created.id, body.referralCode);
    return startSession(deps, created);
  });

  mount(app, deps, contract.currentUser, async ({ auth }) => {
    const [user] = await deps.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, auth?.id ?? ''));
    if (!user) throw unauthorized();
    return user;
  });

  mount(app, deps, contract.refreshToken, async ({ body }) =>
    rotateRefreshToken(deps, body.refreshToken),
  );

  // A wrong current password is a 400 naming the field, never a 401: a 401 would make a client
  // refresh its token and retry, or sign the user out.
  mount(app, deps, contract.changePassword, async ({ auth, body }) => {
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
    return { revokedSessions: await revokeUserSessions(deps, user.id, body.refreshToken ?? null) };
  });

  // A one-time link an admin made (decision 042); every session of the user ends.
  mount(app, deps, contract.resetPassword, async ({ c, body }) =>
    resetPassword(deps, body.token, body.password, clientAddress(c)),
  );

  mount(app, deps, contract.signOutEverywhere, async ({ auth }) => ({
    revokedSessions: await revokeUserSessions(deps, auth?.id ?? ''),
  }));
}
