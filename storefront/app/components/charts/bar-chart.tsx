import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { SeriesDef } from './time-series-chart';

/** A generic horizontal bar chart by category (recharts), same SSR rules as TimeSeriesChart. */
export function CategoryBarChart<Row extends Record<string, string | number>>({
  data,
  categoryKey,
  series,
  width = 520,
  format = (n: number) => String(n),
}: {
  data: readonly Row[];
  categoryKey: keyof Row & string;
  series: readonly SeriesDef[];
  width?: number;
  format?: (n: number) => string;
}) {
  const height = Math.max(120, 36 + data.length * 28);
  return (
    <div aria-hidden="true" className="chart overflow-hidden">
      <BarChart
        width={width}
        height={height}
        data={data as Row[]}
        layout="vertical"
        accessibilityLayer={false}
        style={{ maxWidth: '100%', height: 'auto' }}
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid stroke="#3f3f46" strokeDasharray="3 3" />
        <XAxis type="number" stroke="#a1a1aa" fontSize={11} tickFormatter={format} />
        <YAxis
          type="category"
          dataKey={categoryKey as string}
          stroke="#a1a1aa"
          fontSize={11}
          width={110}
        />
        <Tooltip
          formatter={(v) => format(Number(v))}
          contentStyle={{ background: '#18181b', border: '1px solid #3f3f46' }}
        />
        <Legend />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={s.color}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </div>
  );
}
