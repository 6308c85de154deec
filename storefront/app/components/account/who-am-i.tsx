import { formatDateTime } from '../../lib/account/format';

export interface WhoAmIProps {
  email: string;
  id: string;
  userRole: string;
  /** The access token's expiry (its `exp` claim), ISO; null when the token has none. */
  expiresAt: string | null;
}

/** Who is signed in: e-mail, id, role and when the access token expires. */
export function WhoAmI({ email, id, userRole, expiresAt }: WhoAmIProps) {
  return (
    <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
      <dt className="text-zinc-400">E-mail</dt>
      <dd>{email}</dd>
      <dt className="text-zinc-400">User id</dt>
      <dd className="font-mono">{id}</dd>
      <dt className="text-zinc-400">Role</dt>
      <dd>{userRole}</dd>
      <dt className="text-zinc-400">Token expires</dt>
      <dd>
        {expiresAt ? <time dateTime={expiresAt}>{formatDateTime(expiresAt)}</time> : 'Unknown'}
      </dd>
    </dl>
  );
}
