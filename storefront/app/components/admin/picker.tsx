import * as Ariakit from '@ariakit/react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Extra } from './fields';

/** One record a picker offers: its id (what the form posts) and its name (what people read). */
export interface PickerOption {
  value: string;
  label: string;
}

/**
 * Creating a record from the picker (where the API allows it): `create` asks for one by the typed
 * name; `created` is the last one made (a new object each time), which the picker then chooses.
 */
export interface PickerCreator {
  /** "performer", "category": the words of the create option and its messages. */
  noun: string;
  create(name: string): void;
  pending: boolean;
  error: string | null;
  created: PickerOption | null;
}

const CREATE = '\u0000create';
/** At most this many matches are listed (typing narrows them). */
const SHOWN = 50;
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The back office's picker for catalogue records (issue 33, decision 102): an Ariakit combobox
 * that searches as you type and chooses one record (`multiple` false: studio, series) or several
 * (performers, categories), optionally creating one by name. Keyboard: typing lists the matches with
 * the first active, arrows move, Enter chooses,
 * Backspace in the empty box removes the last chosen, Escape closes. What is chosen is posted as
 * hidden inputs named `name` (one per id; one empty input for "none"), so the form posts it even
 * before hydration.
 */
export function Picker({
  label,
  name,
  options,
  defaultValue,
  multiple = false,
  hint,
  error,
  creator,
}: {
  label: string;
  name: string;
  options: PickerOption[];
  defaultValue: string[];
  multiple?: boolean;
  hint?: string;
  error?: string | undefined;
  creator?: PickerCreator | undefined;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<string[]>(() =>
    multiple ? defaultValue : defaultValue.slice(0, 1),
  );
  const [search, setSearch] = useState('');
  // Records created here that the page's options do not list yet.
  const [made, setMade] = useState<PickerOption[]>([]);
  const known = useMemo(() => {
    const all = new Map<string, string>();
    for (const o of [...made, ...options]) all.set(o.value, o.label);
    return all;
  }, [made, options]);
  const choose = (next: string[]) => {
    setChosen(multiple ? next : next.slice(-1));
    setSearch('');
  };

  // The form hears of each change (a draft kept from its input/change events: the intake form).
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new choice.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    box.current?.dispatchEvent(new Event('change', { bubbles: true }));
  }, [chosen]);

  const created = creator?.created ?? null;
  const handled = useRef(created);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new record is chosen once, when it arrives.
  useEffect(() => {
    if (!created || handled.current === created) return;
    handled.current = created;
    setMade((m) => [...m.filter((o) => o.value !== created.value), created]);
    setChosen((c) =>
      multiple ? [...c.filter((v) => v !== created.value), created.value] : [created.value],
    );
    setSearch('');
  }, [created]);

  // The list is always the one for what the box says, so Enter right after the last key chooses
  // from it (a deferred list a key behind chose the wrong record under load). Names are folded once.
  const typed = search.trim();
  const folded = useMemo(() => options.map((o) => ({ o, name: fold(o.label) })), [options]);
  const matches = useMemo(() => {
    const q = fold(typed);
    // Names that start with what was typed come first ("Dr" → Drama before Hydra).
    const found = folded.filter((f) => f.name.includes(q));
    const starts = found.filter((f) => f.name.startsWith(q));
    return [...starts, ...found.filter((f) => !f.name.startsWith(q))]
      .slice(0, SHOWN)
      .map((f) => f.o);
  }, [folded, typed]);
  const exact = folded.some((f) => f.name === fold(typed));
  const offerCreate = creator && typed !== '' && !exact && !creator.pending;

  const listed = matches.length > 0 || Boolean(offerCreate);
  const onSelected = (value: string | string[]) => {
    const next = Array.isArray(value) ? value : value === '' ? [] : [value];
    if (next.includes(CREATE)) {
      creator?.create(search.trim());
      return;
    }
    choose(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // With something listed the first match is active (autoSelect) and Enter chooses it; with
    // nothing listed Enter must not submit the whole form.
    if (event.key === 'Enter' && search.trim() !== '' && !listed) event.preventDefault();
    if (event.key === 'Backspace' && search === '' && chosen.length > 0) {
      event.preventDefault();
      setChosen(chosen.slice(0, -1));
    }
  };
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  const labelOf = (value: string) => known.get(value) ?? value;

  return (
    <div ref={box} className="flex flex-col gap-1">
      <Ariakit.ComboboxProvider
        selectedValue={multiple ? chosen : (chosen[0] ?? '')}
        setSelectedValue={onSelected}
        value={search}
        setValue={setSearch}
      >
        <Ariakit.ComboboxLabel className="text-sm">{label}</Ariakit.ComboboxLabel>
        <div className="flex flex-wrap items-center gap-1 rounded-md border border-zinc-600 bg-zinc-900 px-2 py-1 aria-[invalid=true]:border-rose-500">
          {chosen.length > 0 ? (
            <ul aria-label={`Chosen: ${label}`} className="flex flex-wrap gap-1">
              {chosen.map((v) => (
                <li key={v}>
                  <button
                    type="button"
                    className="rounded bg-zinc-700 px-2 py-0.5 text-xs text-zinc-100 hover:bg-rose-800"
                    aria-label={`Remove ${labelOf(v)}`}
                    onClick={() => setChosen(chosen.filter((c) => c !== v))}
                  >
                    {labelOf(v)} <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <Ariakit.Combobox
            placeholder={multiple ? 'Type to search, Enter to add' : 'Type to search'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onKeyDown={onKeyDown}
            autoSelect
            className="min-w-32 flex-1 bg-transparent px-1 py-1 text-sm text-zinc-100 outline-none"
          />
        </div>
        <Ariakit.ComboboxPopover
          gutter={4}
          sameWidth
          unmountOnHide
          className="z-50 max-h-72 overflow-auto rounded-md border border-zinc-600 bg-zinc-900 p-1 text-sm shadow-lg"
        >
          {matches.map((o) => (
            <Ariakit.ComboboxItem
              key={o.value}
              value={o.value}
              setValueOnClick={false}
              focusOnHover
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 data-[active-item]:bg-zinc-700"
            >
              {multiple ? <Ariakit.ComboboxItemCheck /> : null}
              {o.label}
            </Ariakit.ComboboxItem>
          ))}
          {offerCreate ? (
            <Ariakit.ComboboxItem
              value={CREATE}
              setValueOnClick={false}
              focusOnHover
              className="rounded px-2 py-1 text-emerald-300 data-[active-item]:bg-zinc-700"
            >
              Create {creator.noun} “{typed}”
            </Ariakit.ComboboxItem>
          ) : null}
          {listed ? null : (
            // A listbox needs an option (axe): "no match" is one that cannot be chosen.
            <Ariakit.ComboboxItem disabled className="px-2 py-1 text-zinc-400">
              {typed === '' ? 'Nothing to choose yet.' : `No match for “${typed}”.`}
            </Ariakit.ComboboxItem>
          )}
        </Ariakit.ComboboxPopover>
      </Ariakit.ComboboxProvider>
      <Extra id={id} error={error} hint={hint} />
      <span id={`${id}-status`} role="status" className="text-xs text-zinc-400">
        {creator?.pending ? `Creating the ${creator.noun}…` : ''}
      </span>
      {creator?.error && !creator.pending ? (
        <span role="alert" className="text-rose-400 text-xs">
          {creator.error}
        </span>
      ) : null}
      {chosen.length > 0 ? (
        chosen.map((v) => <input key={v} type="hidden" name={name} value={v} />)
      ) : (
        <input type="hidden" name={name} value="" />
      )}
    </div>
  );
}
