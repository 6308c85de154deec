import type { SalesKpis, SalesOverview } from '@reelcart/contract/admin';
import { formatCents, formatChange, formatCount } from '../reports/format';

export const KPIS: { key: keyof SalesKpis; label: string; money: boolean }[] = [
  { key: 'grossCents', label: 'Gross', money: true },
  { key: 'netCents', label: 'Net', money: true },
  { key: 'orders', label: 'Orders', money: false },
  { key: 'averageOrderCents', label: 'Average order value', money: true },
  { key: 'refundCents', label: 'Refunds', money: true },
  { key: 'newCustomers', label: 'New customers', money: false },
];

/** `/manager`: the KPIs of the period, each against the previous period of the same length. */
export function KpiCards({
  overview,
}: {
  overview: Pick<
    SalesOverview,
    'from' | 'to' | 'previousFrom' | 'previousTo' | 'current' | 'previous'
  >;
}) {
  return (
    <>
      <p className="mt-4 text-sm text-zinc-400">
        {overview.from} to {overview.to}, against {overview.previousFrom} to {overview.previousTo}.
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3">
        {KPIS.map((k) => {
          const now = overview.current[k.key];
          const before = overview.previous[k.key];
          const show = k.money ? formatCents : formatCount;
          return (
            <div key={k.key} className="rounded-md border border-zinc-800 p-4">
              <dt className="text-sm text-zinc-400">{k.label}</dt>
              <dd className="font-semibold text-xl" data-kpi={k.key}>
                {show(now)}
              </dd>
              <dd className="text-sm text-zinc-400">
                {formatChange(now, before)} (previously {show(before)})
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}
