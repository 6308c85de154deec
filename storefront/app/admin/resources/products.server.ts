import type { RouterContextProvider } from 'react-router';
import { runIntent } from '../../lib/admin/intents.server';
import { loadResourceList } from '../../lib/admin/list.server';
import { type ProductsAction, productIntents, products } from './products';

type Context = Readonly<RouterContextProvider>;

/** `/admin/products`: the page of products the URL asks for, or with `?export=csv` every match. */
export function loadProducts(context: Context, url: URL) {
  return loadResourceList(products, context, url);
}

/** `/admin/products`' action: a bulk price preview or change, or one row's price. */
export async function productsAction(
  request: Request,
  context: Context,
  url: URL,
): Promise<ProductsAction> {
  const form = await request.formData();
  return (await runIntent(productIntents, { context, url, form, params: {} })) as ProductsAction;
}
