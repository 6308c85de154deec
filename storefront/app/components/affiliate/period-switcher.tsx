import { Form, Link } from 'react-router';
import { PERIODS, type PeriodChoice } from '../../lib/affiliate/format';

/** The period of a report, in the URL: preset links plus a custom from–to range (a GET form). */
export function PeriodSwitcher({ period, path }: { period: PeriodChoice; path: string }) {
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-1">
          {PERIODS.filter((p) => p.id !== 'custom').map((p) => (
            <li key={p.id}>
              <Link
                to={`${path}?period=${p.id}`}
                aria-current={period.id === p.id ? 'page' : undefined}
                className="btn btn-outline aria-[current=page]:border-rose-500 aria-[current=page]:text-rose-300"
              >
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Keyed on the period: an input's defaultValue is read once, so after a preset link (or
          back/forward) the same inputs would keep the range shown before (issue 33). */}
      <Form
        key={`${period.from}/${period.to}`}
        method="get"
        action={path}
        className="flex flex-wrap items-end gap-2"
        aria-label="Custom range"
      >
        <input type="hidden" name="period" value="custom" />
        <label className="text-sm">
          From
          <input
            type="date"
            name="from"
            defaultValue={period.from}
            className="input ml-1"
            required
          />
        </label>
        <label className="text-sm">
          To
          <input type="date" name="to" defaultValue={period.to} className="input ml-1" required />
        </label>
        <button type="submit" className="btn btn-outline">
          Show range
        </button>
      </Form>
      <p className="w-full text-sm text-zinc-400" aria-live="polite">
        Showing {period.from} to {period.to} (UTC)
      </p>
    </div>
  );
}
