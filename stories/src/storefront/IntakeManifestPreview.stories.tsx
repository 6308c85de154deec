import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ManifestPreviewTable } from '../../../storefront/app/components/intake/manifest-preview';
import { withRouter } from './withRouter';

type Props = Parameters<typeof ManifestPreviewTable>[0];

const row = (line: number, path: string, title: string, missing: string[] = []) => ({
  line,
  path,
  title,
  state: missing.length ? ('needs_info' as const) : ('new' as const),
  missing,
});

/** The manifest preview of `/studiosconnect/{studio}` (issue 19): rows and problems before import. */
const meta = {
  title: 'Storefront/Intake/Manifest preview',
  decorators: [withRouter],
  render: (args: Props) => <ManifestPreviewTable {...args} />,
  args: {
    result: {
      text: 'path,title\n…',
      format: 'csv',
      name: 'November delivery',
      preview: {
        rows: [
          row(2, '2026-11/scene-01/main.mp4', 'Harbour Morning'),
          row(3, '2026-11/scene-02/main.mp4', '', ['title', 'releaseDate']),
          row(6, 'Café Nuit/Été 2026/clip one.mp4', 'Nuit'),
        ],
        problems: [
          { line: 5, reason: 'the path contains ".." (leaving the batch is not allowed)' },
        ],
      },
    },
  },
} satisfies Meta<Props>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RowsAndProblems: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: /3 items to import, 1 problem/ }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Problems' })).toHaveTextContent('Line 5');
    await expect(canvas.getByText('Missing: title, release date')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Import 3 items' })).toBeEnabled();
  },
};

export const OnlyProblems: Story = {
  args: {
    result: {
      text: 'path\n../x.mp4',
      format: 'csv',
      name: 'Bad',
      preview: { rows: [], problems: [{ line: 2, reason: 'the path contains ".."' }] },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: /0 items to import, 1 problem/ }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Import/ })).toBeNull();
  },
};

export const NoName: Story = {
  args: {
    result: {
      text: 'path\na.mp4',
      format: 'csv',
      name: '',
      preview: { rows: [row(2, 'a.mp4', 'A')], problems: [] },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Give the batch a name');
    await expect(canvas.getByRole('button', { name: 'Import 1 item' })).toBeDisabled();
  },
};
