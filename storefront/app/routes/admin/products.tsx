import { useActionData } from 'react-router';
import { type ProductsAction, products } from '../../admin/resources/products';
import { loadProducts, productsAction } from '../../admin/resources/products.server';
import { PriceChange } from '../../components/admin/price-change';
import { ResourceListPage } from '../../components/admin/resource-list';
import { pageMeta } from '../../lib/platform/page-meta';
import type { Route } from './+types/products';

/**
 * `/admin/products`: every product across videos, inline price edits, bulk price changes (the
 * list, its columns and what its forms do: `admin/resources/products.tsx`).
 */
export function loader({ context, url }: Route.LoaderArgs) {
  return loadProducts(context, url);
}

export function action({ request, context, url }: Route.ActionArgs): Promise<ProductsAction> {
  return productsAction(request, context, url);
}

export function meta() {
  return pageMeta(products.names.title);
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <ResourceListPage resource={products} data={loaderData}>
      <PriceChange result={result} query={'query' in loaderData ? loaderData.query : {}} />
    </ResourceListPage>
  );
}
