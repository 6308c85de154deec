import { Bar, BarChart, XAxis, YAxis } from 'recharts';

export interface DayFigure {
  date: string;
  revenueCents: number;
  orders: number;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * A small bar chart of one figure per day of the month (recharts), with the same figures as a
 * table for screen readers: the chart itself is hidden from them.
 */
export function DailyChart({
  days,
  figure,
  label,
}: {
  days: DayFigure[];
  figure: 'revenueCents' | 'orders';
  label: string;
}) {
  const data = days.map((d) => ({
    day: d.date.slice(8),
    value: figure === 'revenueCents' ? d.revenueCents / 100 : d.orders,
  }));
  return (
    <figure className="rounded-md border border-zinc-800 p-3">
      <figcaption className="mb-2 text-sm text-zinc-400">{label}</figcaption>
      {/* Inert: hidden from assistive technology and never focused (the table below has the figures). */}
      <div inert>
        <BarChart
          width={320}
          height={120}
          data={data}
          margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
        >
          <XAxis
            dataKey="day"
            tick={{ fontSize: 10, fill: '#a1a1aa' }}
            interval="preserveStartEnd"
          />
          <YAxis
            width={36}
            tick={{ fontSize: 10, fill: '#a1a1aa' }}
            allowDecimals={figure !== 'orders'}
          />
          <Bar dataKey="value" fill="#fb7185" isAnimationActive={false} />
        </BarChart>
      </div>
      <table className="sr-only">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{figure === 'revenueCents' ? 'Revenue' : 'Orders'}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{figure === 'revenueCents' ? money(d.revenueCents) : d.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export { money };
