import { useEffect, useRef } from 'react';
import type { AuthEmitted } from '../auth/authMachine';
import type { AuthService, AuthView } from '../auth/authService';
import { useCommerce } from './useCommerce';
import { useSubscribable } from './useSubscribable';

export interface UseAuthResult extends AuthView {
  signIn: AuthService['signIn'];
  register: AuthService['register'];
  signInWithGoogle: AuthService['signInWithGoogle'];
  signOut: AuthService['signOut'];
}

/**
 * The signed-in state (status, session, error, isSignedIn, isBusy) and the auth actions.
 * The actions are the service's own functions: stable across renders.
 */
export function useAuth(): UseAuthResult {
  const { auth } = useCommerce('useAuth');
  const view = useSubscribable(auth);
  return {
    ...view,
    signIn: auth.signIn,
    register: auth.register,
    signInWithGoogle: auth.signInWithGoogle,
    signOut: auth.signOut,
  };
}

/**
 * Runs `handler` for each event the auth machine emits of the given type, e.g. the
 * affiliate's `auth.paymentInfoMissing` toast. The latest handler is used without resubscribing.
 */
export function useAuthEvent<T extends AuthEmitted['type']>(
  type: T,
  handler: (event: Extract<AuthEmitted, { type: T }>) => void,
): void {
  const { auth } = useCommerce('useAuthEvent');
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => auth.on(type, (event) => latest.current(event)), [auth, type]);
}
