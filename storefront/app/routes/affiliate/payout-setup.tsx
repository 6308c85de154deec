import {
  affiliateCalls,
  type PayoutMethodRequest,
  type PayoutMethodView,
} from '@reelcart/contract/affiliate';
import { isCommerceError } from '@reelcart/sdk/contract';
import { useCommerce } from '@reelcart/sdk/react';
import { useState } from 'react';
import { LoadError } from '../../components/account/load-error';
import { PayoutForm } from '../../components/affiliate/payout-form';
import { loadPayoutMethod } from '../../lib/affiliate.server';
import { pageMeta } from '../../lib/page-meta';
import { dismissToasts } from '../../lib/toast';
import type { Route } from './+types/payout-setup';

export async function loader({ url, context }: Route.LoaderArgs) {
  return loadPayoutMethod(context, url);
}

export function meta() {
  return pageMeta('Payout setup', 'Where your affiliate earnings are paid.');
}

export default function PayoutSetupPage({ loaderData }: Route.ComponentProps) {
  const commerce = useCommerce();
  const [saved, setSaved] = useState<PayoutMethodView | null>(null);
  const current = saved ?? (loaderData.ok ? loaderData.data : null);
  async function save(request: PayoutMethodRequest): Promise<string | null> {
    try {
      const view = await commerce.client.request(affiliateCalls.affiliateSavePayoutMethod, {
        body: request,
      });
      setSaved(view);
      // The refreshed token carries hasPaymentInfo: the session (and the spec §6 toast) follow.
      await commerce.auth.refresh().catch(() => undefined);
      await dismissToasts();
      return null;
    } catch (error) {
      return isCommerceError(error) ? error.message : 'The payout method could not be saved.';
    }
  }
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="font-semibold text-2xl">
        Payout setup
      </h1>
      {!current ? (
        <LoadError message={loaderData.ok ? '' : loaderData.message} />
      ) : (
        <>
          <p className="mt-2" data-testid="current-method">
            {current.method ? (
              <>
                Current method: <strong>{current.method}</strong>{' '}
                {current.masked ? `(${current.masked})` : null}
              </>
            ) : (
              'No payout method yet: add one to receive your earnings.'
            )}
          </p>
          <p className="mt-1 text-sm text-zinc-400">
            Payment details are stored encrypted and only ever shown masked.
          </p>
          <PayoutForm current={current} onSave={save} />
        </>
      )}
    </section>
  );
}
