import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Picker, type PickerCreator, type PickerOption } from './picker';

afterEach(cleanup);

const PEOPLE: PickerOption[] = [
  { value: 'act_1', label: 'Jane Doe' },
  { value: 'act_2', label: 'Mona Lisa' },
  { value: 'act_3', label: 'Émilie Côté' },
];

function renderPicker(props: Partial<Parameters<typeof Picker>[0]> = {}) {
  const view = render(
    <form aria-label="Test form">
      <Picker
        label="Performers"
        name="actressIds"
        options={PEOPLE}
        defaultValue={[]}
        multiple
        {...props}
      />
      <button type="submit">Save</button>
    </form>,
  );
  const form = screen.getByRole('form', { name: 'Test form' }) as HTMLFormElement;
  return { ...view, posted: () => new FormData(form).getAll(props.name ?? 'actressIds') };
}

const chosenNames = () =>
  screen.queryAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label'));

describe('the back-office picker (issue 33, decision 102)', () => {
  it('chooses several by keyboard alone and posts their ids', async () => {
    const user = userEvent.setup();
    const { posted } = renderPicker();
    expect(posted()).toEqual(['']);
    const box = screen.getByRole('combobox', { name: 'Performers' });
    await user.click(box);
    // "a" lists Jane Doe and Mona Lisa, the first active: ArrowDown moves to Mona, Enter adds her.
    await user.keyboard('a');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosenNames()).toEqual(['Remove Mona Lisa']);
    // Accents and case do not matter to the search.
    await user.keyboard('emilie{Enter}');
    expect(chosenNames()).toEqual(['Remove Mona Lisa', 'Remove Émilie Côté']);
    expect(posted()).toEqual(['act_2', 'act_3']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Backspace in the empty box removes the last chosen.
    await user.keyboard('{Backspace}');
    expect(posted()).toEqual(['act_2']);
  });

  it('posts the chosen ids from the server-rendered page, before any script runs', () => {
    const html = renderToString(
      <Picker
        label="Performers"
        name="actressIds"
        options={PEOPLE}
        defaultValue={['act_1', 'act_3']}
        multiple
      />,
    );
    const page = new DOMParser().parseFromString(`<form>${html}</form>`, 'text/html');
    const form = page.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).getAll('actressIds')).toEqual(['act_1', 'act_3']);
    expect(html).toContain('aria-label="Remove Jane Doe"');
  });

  it('keeps the chosen ids it was given, and a Remove button takes one out', async () => {
    const user = userEvent.setup();
    const { posted } = renderPicker({ defaultValue: ['act_1', 'act_3'] });
    expect(posted()).toEqual(['act_1', 'act_3']);
    await user.click(screen.getByRole('button', { name: 'Remove Jane Doe' }));
    expect(posted()).toEqual(['act_3']);
  });

  it('holds one record when single: a new choice replaces it', async () => {
    const user = userEvent.setup();
    const { posted } = renderPicker({
      multiple: false,
      name: 'studioId',
      label: 'Studio',
      defaultValue: ['act_1'],
    });
    expect(posted()).toEqual(['act_1']);
    await user.click(screen.getByRole('combobox', { name: 'Studio' }));
    await user.keyboard('mona{Enter}');
    expect(posted()).toEqual(['act_2']);
    await user.keyboard('{Backspace}');
    expect(posted()).toEqual(['']);
  });

  it('lists the names that start with what was typed first', async () => {
    const user = userEvent.setup();
    const { posted } = renderPicker();
    await user.click(screen.getByRole('combobox', { name: 'Performers' }));
    await user.keyboard('li{Enter}');
    // "li" starts no name; it is inside Mona Lisa and Émilie Côté: the list's order is kept.
    expect(posted()).toEqual(['act_2']);
    await user.keyboard('e{Enter}');
    // "e" starts Émilie Côté (accents ignored) though Jane Doe comes first in the list.
    expect(posted()).toEqual(['act_2', 'act_3']);
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.click(screen.getByRole('combobox', { name: 'Performers' }));
    await user.keyboard('zzz');
    expect(await screen.findByText('No match for “zzz”.')).toBeTruthy();
    // Enter then chooses nothing and does not submit the form.
    const submitted = vi.fn((e: Event) => e.preventDefault());
    screen.getByRole('form').addEventListener('submit', submitted);
    await user.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('creates a record by the typed name, then chooses it', async () => {
    const user = userEvent.setup();
    const creator: PickerCreator = {
      noun: 'performer',
      create: vi.fn(),
      pending: false,
      error: null,
      created: null,
    };
    const { posted, rerender } = renderPicker({ creator, defaultValue: ['act_1'] });
    await user.click(screen.getByRole('combobox', { name: 'Performers' }));
    await user.keyboard('Ann Bell');
    // The only option is the create option, active as typed: Enter asks for it.
    await user.keyboard('{Enter}');
    expect(creator.create).toHaveBeenCalledWith('Ann Bell');
    const picker = (c: PickerCreator) => (
      <form aria-label="Test form">
        <Picker
          label="Performers"
          name="actressIds"
          options={PEOPLE}
          defaultValue={['act_1']}
          multiple
          creator={c}
        />
      </form>
    );
    rerender(picker({ ...creator, pending: true }));
    expect(screen.getByRole('status').textContent).toBe('Creating the performer…');
    await act(async () => {
      rerender(picker({ ...creator, created: { value: 'act_9', label: 'Ann Bell' } }));
    });
    expect(chosenNames()).toEqual(['Remove Jane Doe', 'Remove Ann Bell']);
    expect(posted()).toEqual(['act_1', 'act_9']);
  });

  it('shows why a create failed', () => {
    renderPicker({
      creator: {
        noun: 'performer',
        create: vi.fn(),
        pending: false,
        error: 'That slug is already used.',
        created: null,
      },
    });
    expect(screen.getByRole('alert').textContent).toBe('That slug is already used.');
  });
});

/**
 * Keys as fast as a browser delivers them (CI's flaky pickers e2e): each key is its own discrete
 * event, flushed by React at once, with no `act` between them to settle deferred work. Enter right
 * after the last letter must choose from the list for what the box says, never a list a key behind.
 */
describe('the picker under fast keys', () => {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  afterEach(() => {
    env.IS_REACT_ACT_ENVIRONMENT = true;
  });
  const microtasks = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  const typeNow = async (box: HTMLInputElement, text: string) => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const ch of text) {
      box.dispatchEvent(new KeyboardEvent('keydown', { key: ch, bubbles: true }));
      set?.call(box, box.value + ch);
      box.dispatchEvent(new InputEvent('input', { bubbles: true, data: ch }));
      box.dispatchEvent(new KeyboardEvent('keyup', { key: ch, bubbles: true }));
      await microtasks();
    }
  };
  const press = async (box: HTMLInputElement, key: string) => {
    box.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    box.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true }));
    await microtasks();
  };

  it('Enter straight after typing chooses the first match of the whole word', async () => {
    renderPicker();
    const box = screen.getByRole('combobox', { name: 'Performers' }) as HTMLInputElement;
    await act(async () => box.focus());
    env.IS_REACT_ACT_ENVIRONMENT = false;
    await typeNow(box, 'mona');
    await press(box, 'Enter');
    env.IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {});
    expect(chosenNames()).toEqual(['Remove Mona Lisa']);
  });
});
