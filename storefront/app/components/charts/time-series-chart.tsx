import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

export interface SeriesDef {
  key: string;
  label: string;
  color: string;
}

/**
 * A generic time series (recharts): fixed drawing size scaled by CSS, so it renders the same on
 * the server and in the browser (no measuring container). Decorative for assistive technology:
 * pair it with a DataTable of the same rows.
 */
export function TimeSeriesChart<Row extends Record<string, string | number>>({
  data,
  xKey,
  series,
  width = 720,
  height = 260,
  format = (n: number) => String(n),
}: {
  data: readonly Row[];
  xKey: keyof Row & string;
  series: readonly SeriesDef[];
  width?: number;
  height?: number;
  format?: (n: number) => string;
}) {
  return (
    <div aria-hidden="true" className="chart overflow-hidden">
      <LineChart
        width={width}
        height={height}
        data={data as Row[]}
        accessibilityLayer={false}
        style={{ maxWidth: '100%', height: 'auto' }}
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid stroke="#3f3f46" strokeDasharray="3 3" />
        <XAxis dataKey={xKey as string} stroke="#a1a1aa" fontSize={11} tickMargin={6} />
        <YAxis stroke="#a1a1aa" fontSize={11} tickFormatter={format} width={56} />
        <Tooltip
          formatter={(v) => format(Number(v))}
          contentStyle={{ background: '#18181b', border: '1px solid #3f3f46' }}
        />
        <Legend />
        {series.map((s) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.label}
            stroke={s.color}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </div>
  );
}
