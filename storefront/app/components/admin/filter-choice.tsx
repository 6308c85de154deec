/** The look of an admin list's filter controls (selects and search boxes). */
export const FILTER_CONTROL = 'rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 text-sm';

/** The options of an active/inactive filter (`active=true|false`). */
export const ACTIVE_INACTIVE: Array<[string, string]> = [
  ['true', 'Active'],
  ['false', 'Inactive'],
];

/** One select of an admin list's filter form: "Any" (no filter) and the given options. */
export function FilterChoice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: Array<[string, string]>;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select name={name} defaultValue={value ?? ''} className={FILTER_CONTROL}>
        <option value="">Any</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </label>
  );
}
