import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState.tsx';
import { LinkButton } from './LinkButton.tsx';

const meta = {
  title: 'Layout/EmptyState',
  component: EmptyState,
  args: {
    message: 'Your cart is still empty. Start adding some pizzas :',
    action: <LinkButton href="#menu">See the menu</LinkButton>,
  },
  decorators: [(Story) => <div className="w-[min(40rem,90vw)]">{Story()}</div>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutAction: Story = { args: { icon: '🧑‍🍳', message: 'No open orders. The kitchen is quiet.', action: undefined } };
