import { checkoutCalls } from '@reelcart/sdk/contract';
import type { RouterContextProvider } from 'react-router';
import { getCommerce } from '../commerce/commerce.server';

/** `/billing`: the payment methods (billers) the shopper chooses from. */
export async function loadBilling(context: Readonly<RouterContextProvider>) {
  const { billers } = await getCommerce(context).client.request(checkoutCalls.listBillers);
  return { billers };
}
