import { useEffect, useState } from 'react';
import type { CartSnapshot } from '../../../sdk/src/cart/cartMachine';
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

/** Spec §5: a coupon may be limited to gateways; checks it the way checkout's payment step does. */
function GatewayCheck({ rig, code, initial }: { rig: CartRig; code: string; initial: string }) {
  const [gateway, setGateway] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    rig.client
      .call('validatePaymentMethod', { query: { code, billerId: gateway } })
      .then((answer) => live && setMessage(answer.valid ? null : (answer.message ?? 'Invalid')));
    return () => {
      live = false;
    };
  }, [rig, code, gateway]);
  return (
    <div className="flex flex-col gap-1">
      <label className="flex gap-2">
        Pay with
        <select
          value={gateway}
          onChange={(event) => setGateway(event.target.value)}
          className="bg-zinc-900"
        >
          <option value="ccbill">ccbill</option>
          <option value="segpay">segpay</option>
        </select>
      </label>
      {message && (
        <p role="status" className="text-amber-300">
          {message}
        </p>
      )}
    </div>
  );
}

/** What a cart drawer would show, read from the machine's context only. */
export function CartPanel({ rig, gateway }: { rig: CartRig; gateway?: string }) {
  const snapshot = useActorSnapshot(rig.actor);
  const { context } = snapshot;
  const reasons = new Map(context.validationErrors.map((e) => [e.productId, e.reason]));
  return (
    <section aria-label="Cart" className="flex flex-col gap-2 rounded border border-zinc-700 p-3">
      <h2 className="font-semibold">
        Cart · {context.signedIn ? 'signed in' : 'guest'} · {context.cartState}
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
          <GatewayCheck rig={rig} code={context.appliedCoupon.code} initial={gateway ?? 'ccbill'} />
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
