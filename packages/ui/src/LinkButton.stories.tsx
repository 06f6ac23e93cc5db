import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LinkButton } from './LinkButton.tsx';

const meta = {
  title: 'Actions/LinkButton',
  component: LinkButton,
  args: { href: '#menu', children: 'See the menu' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Back to the orders' } };
export const Text: Story = { args: { variant: 'text', children: '← Back to menu' } };

/** The app hands in its router's link; here a stand-in that marks what it renders. */
export const WithAppLink: Story = {
  args: {
    as: ({ to, ...props }: { to: string; className?: string; children?: React.ReactNode }) => <a {...props} href={to} data-router-link="" />,
    to: '/menu',
    children: 'Continue ordering',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue ordering' })).toHaveAttribute('href', '/menu');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};
