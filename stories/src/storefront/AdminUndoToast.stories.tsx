import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SaveMessage } from '../../../storefront/app/components/admin/fields';
import { UndoOutcome } from '../../../storefront/app/components/admin/undo';
import { AppToaster } from '../../../storefront/app/components/app-toaster';
import type { FormResult } from '../../../storefront/app/lib/admin/forms';
import {
  PRICE_SAVED,
  PRICE_UNDO_STALE,
  PRICE_UNDONE,
} from '../../../storefront/app/lib/admin/undo.testing';
import { withRouter } from './withRouter';

/** What the page's action was sent, story by story (the undo posts to it). */
const posted: string[][] = [];

/** A row's price saved: its toast offers "Undo" (decision 105), whose outcome is its own toast. */
function UndoDemo() {
  const [result, setResult] = useState<FormResult>();
  return (
    <div className="p-4">
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => setResult({ ...PRICE_SAVED })}
      >
        Save the price
      </button>
      <SaveMessage result={result} intent="price:prd_1" />
      <UndoOutcome />
      <AppToaster />
    </div>
  );
}

const meta = {
  title: 'Storefront/Admin/Undo in a toast',
  component: UndoDemo,
  decorators: [withRouter],
  parameters: {
    layout: 'fullscreen',
    routerAction: async ({ request }: { request: Request }) => {
      const form = await request.formData();
      posted.push([...form.entries()].map(([name, value]) => `${name}=${String(value)}`));
      return PRICE_UNDONE;
    },
  },
} satisfies Meta<typeof UndoDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/**
 * By keyboard: Alt+T moves to the toasts, Tab reaches "Undo", Enter sets the price back once —
 * the toast closes, so it cannot be pressed twice — and a second toast says what was undone.
 */
export const UndoByKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    posted.length = 0;
    await userEvent.click(canvas.getByRole('button', { name: 'Save the price' }));
    const body = page(canvasElement);
    await waitFor(() => expect(body.getAllByText('Price saved.')).toHaveLength(2));
    const region = body.getByRole('region', { name: /Notifications/ });
    const undo = within(region).getByRole('button', { name: 'Undo' });
    await userEvent.keyboard('{Alt>}t{/Alt}');
    for (let n = 0; n < 4 && undo.ownerDocument.activeElement !== undo; n += 1) {
      await userEvent.tab();
    }
    await expect(undo.ownerDocument.activeElement).toBe(undo);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(body.getByText('Undone: the price is back to $12.99.')).toBeVisible(),
    );
    await expect(posted).toEqual([['intent=price:prd_1', 'version=8', 'price=12.99', 'undo=1']]);
    await waitFor(() => expect(within(region).queryByRole('button', { name: 'Undo' })).toBeNull());
  },
};

/** When the undo is refused (the price was changed again since), its toast says what to do. */
export const UndoRefused: Story = {
  parameters: {
    routerAction: async () => PRICE_UNDO_STALE,
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save the price' }));
    const body = page(canvasElement);
    const region = await waitFor(() => body.getByRole('region', { name: /Notifications/ }));
    await userEvent.click(
      await waitFor(() => within(region).getByRole('button', { name: 'Undo' })),
    );
    await waitFor(() =>
      expect(
        body.getByText(/^Not undone: it was changed again since\. Reload the page/),
      ).toBeVisible(),
    );
  },
};
