import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  SignOutButton,
  SignOutEverywhere,
} from '../../../storefront/app/components/account/sign-out-buttons';
import { shop, signInShopper, withShop } from './shop';
import { withRouter } from './withRouter';

/**
 * Ending sessions, through the SDK: `/protected`'s sign-out button and the profile's "sign out of
 * all devices" (the story's fake server does not know that call, so it shows the failure).
 */
const meta = {
  title: 'Storefront/Account/Sessions',
  component: SignOutEverywhere,
  decorators: [withRouter, withShop],
} satisfies Meta<typeof SignOutEverywhere>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EverywhereFailed: Story = {
  play: async ({ canvas }) => {
    await signInShopper();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out of all devices' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not sign you out of your other devices.',
    );
    await expect(shop().commerce.auth.getSnapshot().isSignedIn).toBe(true);
  },
};

export const SignOut: StoryObj<typeof SignOutButton> = {
  render: () => <SignOutButton />,
  play: async ({ canvas }) => {
    await signInShopper();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(shop().commerce.auth.getSnapshot().isSignedIn).toBe(false));
    await expect(await canvas.findByText('Navigated away')).toBeInTheDocument();
  },
};
