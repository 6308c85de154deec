import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppToaster } from '../../../storefront/app/components/app-toaster';
import { PublishButton } from '../../../storefront/app/components/intake/publish-button';
import { withRouter } from './withRouter';

/** The intake's publish: chunks of five with a progress line, then a toast saying how it went. */
function Publish({ paths }: { paths: string[] }) {
  return (
    <div className="p-4">
      <PublishButton paths={paths} />
      <AppToaster />
    </div>
  );
}

/** The page's action: publishes every path but those named in `refused`. */
const answering =
  (refused: string[]) =>
  async ({ request }: { request: Request }) => {
    const form = await request.formData();
    const results = form.getAll('path').map((p) => {
      const path = String(p);
      const ok = !refused.includes(path);
      return {
        path,
        ok,
        state: ok ? 'published' : 'approved',
        message: ok ? null : 'Missing: price',
        videoSlug: null,
      };
    });
    return { intent: 'publish', ok: true, message: '', results };
  };

const SEVEN = ['a/1.mp4', 'a/2.mp4', 'a/3.mp4', 'a/4.mp4', 'a/5.mp4', 'a/6.mp4', 'a/7.mp4'];

const meta = {
  title: 'Storefront/Intake/Publish',
  component: Publish,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen', routerAction: answering([]) },
  args: { paths: SEVEN },
} satisfies Meta<typeof Publish>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Seven in two chunks: the line counts both, and a success toast says so. */
export const AllPublished: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish 7 approved' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('7 of 7 done'));
    const region = await waitFor(() => body(canvasElement).getByRole('region', { name: /Notif/ }));
    await waitFor(() => expect(region).toHaveTextContent('Published 7 of 7.'));
  },
};

/** One refused in the last chunk: the line, the list and an error toast all count it. */
export const OneFailed: Story = {
  parameters: { routerAction: answering(['a/7.mp4']) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish 7 approved' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('6 of 7 done, 1 failed'),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('a/7.mp4: Missing: price');
    const region = await waitFor(() => body(canvasElement).getByRole('region', { name: /Notif/ }));
    await waitFor(() =>
      expect(region).toHaveTextContent('6 of 7 published, 1 failed: the list below says why.'),
    );
  },
};
