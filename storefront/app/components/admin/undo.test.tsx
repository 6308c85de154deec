import { cleanup, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { ExternalToast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormResult } from '../../lib/admin/forms';
import { PRICE_SAVED, PRICE_UNDO_STALE, PRICE_UNDONE } from '../../lib/admin/undo.testing';
import { showToast } from '../../lib/platform/toast';
import { SaveMessage } from './fields';
import { UndoOutcome } from './undo';

vi.mock('../../lib/platform/toast', () => ({ showToast: vi.fn(async () => undefined) }));
afterEach(cleanup);

function NoFallback() {
  return null;
}

const saved = PRICE_SAVED;

let shown: FormResult | undefined;
function Page() {
  return (
    <>
      <SaveMessage result={shown} intent={shown?.intent ?? ''} />
      <UndoOutcome />
    </>
  );
}

/** The page: a save's answer with its toast, and the undo's outcome; the action answers `answer`. */
function renderPage(result: FormResult, answer: FormResult) {
  shown = result;
  vi.mocked(showToast).mockClear();
  const posted: Array<Array<[string, string]>> = [];
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Page,
      HydrateFallback: NoFallback,
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push([...form.entries()].map(([k, v]) => [k, String(v)]));
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return posted;
}

/** The options of the toast that said `message`. */
function toastOf(message: string): ExternalToast {
  const call = vi.mocked(showToast).mock.calls.find(([text]) => text === message);
  if (!call) throw new Error(`no toast "${message}"`);
  return call[1] ?? {};
}

function pressUndo(options: ExternalToast) {
  const action = options.action as { label: string; onClick: (e: unknown) => void };
  expect(action.label).toBe('Undo');
  action.onClick({});
}

describe('a success that can be undone has "Undo" in its toast (decision 105)', () => {
  it('pressing it posts the inverse once, however often it is pressed, and toasts the outcome', async () => {
    const posted = renderPage(saved, PRICE_UNDONE);
    await vi.waitFor(() => expect(toastOf('Price saved.').action).toBeDefined());
    const options = toastOf('Price saved.');
    expect(options.duration).toBe(8_000);
    pressUndo(options);
    pressUndo(options);
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        'Undone: the price is back to $12.99.',
        expect.anything(),
        'success',
      ),
    );
    expect(posted).toEqual([
      [
        ['intent', 'price:prd_1'],
        ['version', '8'],
        ['price', '12.99'],
        ['undo', '1'],
      ],
    ]);
  });

  it('an undo refused as stale says so, and what to do, in an error toast', async () => {
    renderPage(saved, PRICE_UNDO_STALE);
    await vi.waitFor(() => expect(toastOf('Price saved.').action).toBeDefined());
    pressUndo(toastOf('Price saved.'));
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.stringMatching(/^Not undone: it was changed again since\. Reload the page/),
        expect.anything(),
        'error',
      ),
    );
  });

  it('a success without an undo has no action, and the spec’s duration', async () => {
    renderPage({ ok: true, intent: 'save', message: 'Saved.' }, saved);
    await vi.waitFor(() => expect(showToast).toHaveBeenCalled());
    expect(toastOf('Saved.')).toEqual({ id: 'saved:save:Saved.' });
  });
});
