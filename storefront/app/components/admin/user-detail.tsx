import { type AdminUser, AdminUserUpdate } from '@reelcart/contract/admin';
import { Form, Link, useNavigation } from 'react-router';
import { ROLE_LABELS, type UserActionResult, userFromForm } from '../../admin/resources/users';
import { formatCents, useClientValidation } from '../../lib/admin/forms';
import { AuditHistory, formatWhen } from './audit-history';
import { ConfirmButton } from './confirm-button';
import { DetailSection } from './detail-section';
import { CheckField, pick, SaveMessage, SelectField, TextField } from './fields';

const day = (iso: string) => iso.slice(0, 10);

const EMPTY = 'mt-2 text-sm text-zinc-400';

/**
 * `/admin/users/{id}`: the profile, the role form (at the user's version; the last admin stays),
 * suspend/reinstate, sign-out everywhere and a one-time reset link (each asks first), then the
 * user's orders, owned videos, referrals and history.
 */
export function UserDetail({
  user,
  result,
  self = false,
}: {
  user: AdminUser;
  result: UserActionResult | undefined;
  /** The signed-in admin's own account: it cannot suspend itself. */
  self?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const failure = result && !result.ok ? result : undefined;
  const values = failure?.intent === 'save-user' ? failure.values : undefined;
  const { errors, onSubmit, onBlur, onFieldChange } = useClientValidation(
    AdminUserUpdate,
    userFromForm,
    failure?.intent === 'save-user' ? failure.fieldErrors : undefined,
  );
  const reset = result?.ok && result.intent === 'reset-link' && 'link' in result ? result : null;
  return (
    <section aria-labelledby="page-title">
      <p className="text-sm">
        <Link to="/admin/users" className="underline">
          Users
        </Link>
      </p>
      <h1 id="page-title" className="font-semibold text-2xl">
        {user.email}
      </h1>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-zinc-400">Status</dt>
        <dd data-testid="user-status">
          {user.suspended ? (
            <span className="font-semibold text-rose-300">
              Suspended{user.suspendedAt ? ` since ${formatWhen(user.suspendedAt)}` : ''}
            </span>
          ) : (
            'Active'
          )}
        </dd>
        <dt className="text-zinc-400">Role</dt>
        <dd>
          {ROLE_LABELS[user.role]}
          {user.isAffiliate ? `, affiliate (${user.affiliateCode ?? 'no code'})` : ''}
        </dd>
        <dt className="text-zinc-400">E-mail verified</dt>
        <dd>{user.emailVerified ? 'Yes' : 'No'}</dd>
        <dt className="text-zinc-400">Joined</dt>
        <dd>{formatWhen(user.createdAt)}</dd>
        <dt className="text-zinc-400">Referred by</dt>
        <dd>
          {user.referredBy ? (
            <Link to={`/admin/users/${user.referredBy.id}`} className="underline">
              {user.referredBy.email}
            </Link>
          ) : (
            '—'
          )}
        </dd>
        <dt className="text-zinc-400">Active sessions</dt>
        <dd data-testid="user-sessions">{user.activeSessions}</dd>
      </dl>

      <DetailSection id="user-role-title" title="Profile and role">
        <Form
          method="post"
          onSubmit={onSubmit}
          onBlur={onBlur}
          onChange={onFieldChange}
          aria-labelledby="user-role-title"
          className="mt-3 grid gap-4 md:grid-cols-2"
          noValidate
        >
          <input type="hidden" name="intent" value="save-user" />
          <input type="hidden" name="version" value={user.version} />
          <TextField
            label="Display name"
            name="displayName"
            defaultValue={pick(values, 'displayName', user.displayName ?? '')}
            error={errors.displayName}
          />
          <SelectField
            label="Role"
            name="role"
            emptyLabel="Choose a role"
            options={(['user', 'manager', 'admin'] as const).map((r) => ({
              value: r,
              label: ROLE_LABELS[r],
            }))}
            defaultValue={pick(values, 'role', user.role)}
            error={errors.role}
            hint="Managers see sales and royalties; admins the whole back office. The last admin keeps the role."
          />
          <CheckField
            label="Affiliate (earns from referred sales)"
            name="isAffiliate"
            defaultChecked={values ? values.isAffiliate === 'on' : user.isAffiliate}
          />
          <div className="flex flex-col gap-2 md:col-span-2">
            <SaveMessage
              result={result}
              intent="save-user"
              reloadHref={`/admin/users/${user.id}`}
            />
            <button type="submit" className="btn btn-solid self-start" disabled={busy}>
              Save user
            </button>
          </div>
        </Form>
      </DetailSection>

      <DetailSection id="user-access-title" title="Access">
        <Form method="post" id="user-access" className="mt-3 flex flex-wrap gap-2">
          {user.suspended ? (
            <ConfirmButton
              form="user-access"
              name="intent"
              value="reinstate"
              label="Reinstate user"
              title={`Reinstate ${user.email}?`}
              confirmLabel="Reinstate"
              disabled={busy}
            >
              They can sign in again with their password or Google.
            </ConfirmButton>
          ) : (
            <ConfirmButton
              form="user-access"
              name="intent"
              value="suspend"
              label="Suspend user"
              title={`Suspend ${user.email}?`}
              confirmLabel="Suspend"
              disabled={busy || self}
            >
              Every session ends at its next refresh and sign-in is refused with a message saying
              the account is suspended, until you reinstate them. Orders and purchases are kept.
            </ConfirmButton>
          )}
          <ConfirmButton
            form="user-access"
            name="intent"
            value="sign-out"
            label="Sign out everywhere"
            title={`Sign ${user.email} out everywhere?`}
            confirmLabel="Sign out"
            disabled={busy}
          >
            Every device they are signed in on is signed out at its next refresh (within minutes).
          </ConfirmButton>
          <ConfirmButton
            form="user-access"
            name="intent"
            value="reset-link"
            label="Make a password-reset link"
            title="Make a password-reset link?"
            confirmLabel="Make link"
            disabled={busy}
          >
            A one-time link, valid 24 hours, to send to the user yourself. Earlier links stop
            working; using it ends every session of the user.
          </ConfirmButton>
          <ConfirmButton
            form="user-access"
            name="intent"
            value="reset-link-email"
            label="E-mail the link to the user"
            title={`E-mail a password-reset link to ${user.email}?`}
            confirmLabel="Make and e-mail link"
            disabled={busy}
          >
            A new one-time link, valid 24 hours, queued in the mail outbox for {user.email} (see
            /admin/mail). The link is also shown here once. Earlier links stop working.
          </ConfirmButton>
        </Form>
        {self ? (
          <p className="mt-2 text-xs text-zinc-400">You cannot suspend your own account.</p>
        ) : null}
        <div className="mt-3 flex flex-col gap-2">
          {(['suspend', 'reinstate', 'sign-out'] as const).map((intent) => (
            <SaveMessage key={intent} result={result} intent={intent} />
          ))}
          {result && !result.ok && result.intent === 'reset-link' ? (
            <SaveMessage result={result} intent="reset-link" />
          ) : null}
          {reset ? (
            <div role="status" className="rounded-md border border-zinc-700 p-3 text-sm">
              <p>{reset.message}</p>
              <label className="mt-2 flex flex-col gap-1">
                Reset link (valid until {formatWhen(reset.expiresAt)})
                <input
                  readOnly
                  value={reset.link}
                  className="rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 font-mono text-xs"
                  onFocus={(e) => e.currentTarget.select()}
                />
              </label>
            </div>
          ) : null}
        </div>
      </DetailSection>

      <DetailSection id="user-orders-title" title={`Orders (${user.orderCount})`}>
        {user.orders.length === 0 ? (
          <p className={EMPTY}>No orders.</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Orders, newest first</caption>
            <thead>
              <tr className="text-zinc-400">
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col" className="text-right">
                  Items
                </th>
                <th scope="col" className="text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {user.orders.map((o) => (
                <tr key={o._id}>
                  <td>#{o.orderNumber}</td>
                  <td>{day(o.createdAt)}</td>
                  <td>{o.status}</td>
                  <td className="text-right">{o.items}</td>
                  <td className="text-right">${formatCents(o.totalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {user.orderCount > user.orders.length ? (
          <p className={EMPTY}>The newest {user.orders.length} are shown.</p>
        ) : null}
      </DetailSection>

      <DetailSection id="user-videos-title" title={`Owned videos (${user.ownedVideos.length})`}>
        {user.ownedVideos.length === 0 ? (
          <p className={EMPTY}>No videos owned or rented.</p>
        ) : (
          <ul className="mt-2 text-sm">
            {user.ownedVideos.map((v) => (
              <li key={`${v.slug}-${v.orderType}-${v.resolution}`}>
                <Link to={`/admin/videos/${v.slug}`} className="underline hover:text-rose-400">
                  {v.title}
                </Link>{' '}
                <span className="text-zinc-400">
                  {v.orderType === 'rental'
                    ? `rental${v.expiresAt ? ` until ${day(v.expiresAt)}` : ''}`
                    : `own, ${v.resolution}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <DetailSection id="user-referrals-title" title={`Referrals (${user.referralCount})`}>
        {user.referrals.length === 0 ? (
          <p className={EMPTY}>Nobody signed up through this user.</p>
        ) : (
          <ul className="mt-2 text-sm">
            {user.referrals.map((r) => (
              <li key={r.id}>
                <Link to={`/admin/users/${r.id}`} className="underline hover:text-rose-400">
                  {r.email}
                </Link>{' '}
                <span className="text-zinc-400">joined {day(r.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <AuditHistory entries={user.history} />
    </section>
  );
}
