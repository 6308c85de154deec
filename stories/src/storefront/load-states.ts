import { expect, type within } from 'storybook/test';

/** The message a screen shows when its data did not load (LoadError). */
export const LOAD_ERROR = 'We could not load this just now. Please try again in a moment.';

type Canvas = ReturnType<typeof within>;

/** The page region named `name` says it is loading (`aria-busy`). */
export async function expectBusy(canvas: Canvas, name: string) {
  await expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
}

/** The load error is shown, with its way to try again, and no table. */
export async function expectLoadFailed(canvas: Canvas) {
  await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load this');
  await expect(canvas.getByRole('link', { name: 'Try again' })).toBeVisible();
  await expect(canvas.queryByRole('table')).toBeNull();
}
