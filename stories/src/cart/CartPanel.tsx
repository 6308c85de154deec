import type { CartSnapshot } from '@reelcart/sdk';
import { useActorSnapshot } from '../explorer/useActorSnapshot';
import type { CartRig } from './cartRig';

const money = (amount: number) => `$${amount.toFixed(2)}`;

/** Whether a pending optimistic operation still concerns this line. */
function pendingFor(snapshot: CartSnapshot, productId: string): string | undefined {
  const op = snapshot.context.optimisticOperations.findLast(
    (candidate) => (candidate.product?._id ?? candidate.productId) === productId,
  );
  return op?.type;
}

/** Spec §5: a coupon may be limited to gateways; choosing one asks the machine to verify it. */
function GatewayChoice({ rig }: { rig: CartRig }) {
  return (
    <label className="flex gap-2">
      Pay with
      <select
        defaultValue=""
        onChange={(event) =>
          rig.actor.send({ type: 'coupon.verifyGateway', billerId: event.target.value })
        }
        className="bg-zinc-900"
      >
        <option value="" disabled>
          choose a gateway
        </option>
        <option value="ccbill">ccbill</option>
        <option value="segpay">segpay</option>
      </select>
    </label>
  );
}

/** What a cart drawer would show, read from the machine's context only. */
export function CartPanel({ rig }: { rig: CartRig }) {
  const snapshot = useActorSnapshot(rig.actor);
  const { context } = snapshot;
  const reasons = new Map(context.validationErrors.map((e) => [e.productId, e.reason]));
  return (
    <section aria-label="Cart" className="flex flex-col gap-2 rounded border border-zinc-700 p-3">
      <h2 className="font-semibold">
        Cart · {context.signedIn ? 'signed in' : 'guest'} · {snapshot.value.lifecycle}
      </h2>
      {context.products.length === 0 ? (
        <p>Your cart is empty</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {context.products.map((line) => {
            const pending = pendingFor(snapshot, line._id);
            const reason = reasons.get(line._id);
            return (
              <li key={line._id} className="flex flex-wrap gap-2">
                <span>
                  {line.video.title} · {line.resolution} · {line.orderType}
                </span>
                <span>{money(line.currentPrice)}</span>
                {pending && <span className="text-sky-300">pending {pending.toLowerCase()}</span>}
                {reason && <span className="text-rose-400">{reason}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {context.optimisticOperations.length > 0 && (
        <p>{context.optimisticOperations.length} edit(s) not yet on the server</p>
      )}
      <p>Subtotal {money(context.subTotal)}</p>
      {context.appliedCoupon && (
        <>
          <p>Coupon {context.appliedCoupon.code} applied</p>
          <GatewayChoice rig={rig} />
        </>
      )}
      {context.lastOrderId && <p>Order {context.lastOrderId} placed</p>}
      {context.error && (
        <p role="alert" className="text-rose-400">
          {context.error.message}
        </p>
      )}
    </section>
  );
}
