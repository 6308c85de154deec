import { Form } from 'react-router';
import { GROUPINGS_LABELS } from './labels';

/** Period (and grouping, when given) as a GET form: the choice lives in the URL. */
export function PeriodForm({
  period,
  groupBy,
  hidden = {},
}: {
  period: string | null;
  groupBy?: string;
  hidden?: Record<string, string | undefined>;
}) {
  return (
    // Keyed on the choice: a select's defaultValue is read once, so after back/forward the same
    // select would keep the period shown before.
    <Form key={`${period}/${groupBy}`} method="get" className="mt-4 flex flex-wrap items-end gap-3">
      {Object.entries(hidden).map(([k, v]) =>
        v ? <input key={k} type="hidden" name={k} value={v} /> : null,
      )}
      <label className="flex flex-col text-sm">
        Period
        <select
          name="period"
          defaultValue={period ?? '30d'}
          className="rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-zinc-100"
        >
          <option value="7d">Last 7 days</option>
          <option value="30d">Last 30 days</option>
          <option value="90d">Last 90 days</option>
          <option value="365d">Last 365 days</option>
        </select>
      </label>
      {groupBy !== undefined && (
        <label className="flex flex-col text-sm">
          Group by
          <select
            name="groupBy"
            defaultValue={groupBy}
            className="rounded-md border border-zinc-600 bg-zinc-900 px-3 py-2 text-zinc-100"
          >
            {Object.entries(GROUPINGS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" className="btn btn-solid">
        Show
      </button>
    </Form>
  );
}
