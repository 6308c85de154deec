import type { AuthEmitted, AuthEvent } from '@reelcart/sdk';
import { DEFAULT_PASSWORD } from '@reelcart/sdk/testing';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { AppToaster } from '../../../storefront/app/components/app-toaster';
import type { EmittedLog } from '../explorer/emittedLog';
import { type EventButton, MachineExplorer } from '../explorer/MachineExplorer';
import { useRig } from '../explorer/useRig';
import {
  type AuthRig,
  type AuthScenario,
  authScenarios,
  createAuthRig,
  signInEvent,
} from './authRig';

const EVENTS: EventButton<AuthEvent>[] = [
  { label: 'Sign in: shopper', event: signInEvent('shopper') },
  { label: 'Sign in: affiliate', event: signInEvent('affiliate') },
  { label: 'Sign in: manager', event: signInEvent('manager') },
  { label: 'Sign in: admin', event: signInEvent('admin') },
  { label: 'Sign in: wrong password', event: signInEvent('shopper', 'wrong password') },
  {
    label: 'Register',
    event: { type: 'auth.register', email: 'new@example.test', password: DEFAULT_PASSWORD },
  },
  {
    label: 'Sign in with Google',
    event: { type: 'auth.signInWithGoogle', credential: 'google-credential-1' },
  },
  { label: 'Refresh', event: { type: 'auth.refresh' } },
  { label: 'Sign out', event: { type: 'auth.signOut' } },
];

/** The toast of spec §6, shown for each `auth.paymentInfoMissing` the machine emitted. */
function PaymentInfoToasts({ emitted }: { emitted: EmittedLog }) {
  const log = useSyncExternalStore(emitted.subscribe, emitted.getSnapshot);
  const shown = useRef(0);
  useEffect(() => {
    for (const event of log.slice(shown.current) as AuthEmitted[]) {
      if (event.type !== 'auth.paymentInfoMissing') continue;
      toast(event.toast.title, {
        description: event.toast.description,
        action: { label: event.toast.action.label, onClick: () => undefined },
      });
    }
    shown.current = log.length;
  }, [log]);
  return <AppToaster />;
}

/** What a header would show: who is signed in, with which role, or the last failure. */
function AuthPanel({ rig }: { rig: AuthRig }) {
  const view = useSyncExternalStore(rig.auth.subscribe, rig.auth.getSnapshot);
  const role = view.session?.role ?? 'user';
  return (
    <div className="flex flex-col gap-2 rounded border border-zinc-700 p-3">
      <p>
        Status: <strong>{view.status}</strong>
        {view.isBusy && <span> (busy)</span>}
      </p>
      {view.session ? (
        <p>
          Signed in as <strong>{view.session.username}</strong> ({role}
          {view.session.isAffiliate ? ', affiliate' : ''})
        </p>
      ) : (
        <p>Signed out</p>
      )}
      {view.error && (
        <p role="alert" className="text-rose-400">
          {view.error.message}
        </p>
      )}
      {rig.navigator.redirects.length > 0 && <p>Redirected to {rig.navigator.redirects.at(-1)}</p>}
    </div>
  );
}

export interface AuthExplorerProps {
  /** How the story reaches its state (events and fake-server faults). */
  scenario: AuthScenario;
}

/** The auth machine's state explorer: the SDK's auth service over the fake server. */
export function AuthExplorer({ scenario }: AuthExplorerProps) {
  const drive = useCallback((rig: AuthRig) => authScenarios[scenario](rig), [scenario]);
  const { rig, error } = useRig(createAuthRig, drive);
  if (error) return <p role="alert">Story setup failed: {error.message}</p>;
  if (!rig) return <p>Preparing…</p>;
  return (
    <MachineExplorer
      title="Auth"
      actor={rig.auth.actor}
      events={EVENTS}
      emitted={rig.emitted}
      world={[
        { label: 'Next login hangs', run: () => rig.server.inject('POST /api/auth/login', 'hang') },
        {
          label: 'Next refresh answers 401',
          run: () => rig.server.inject('POST /api/auth/refresh-token', 401),
        },
      ]}
    >
      <AuthPanel rig={rig} />
      <PaymentInfoToasts emitted={rig.emitted} />
    </MachineExplorer>
  );
}
