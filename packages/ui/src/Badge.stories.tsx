import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Status/Badge',
  component: Badge,
  args: { tone: 'basil', children: 'preparing order' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's order page: its status, and Priority when it is one. */
export const OrderStatus: Story = {};
export const Priority: Story = { args: { tone: 'chili', children: 'Priority' } };

/** The kitchen's cards: small capitals, a tone per status. */
export const KitchenStatuses: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge tone="saffron" size="compact">New</Badge>
      <Badge tone="chili" size="compact">Priority</Badge>
      <Badge tone="saffron-light" size="compact">Preparing</Badge>
      <Badge tone="ink" size="compact">Baking</Badge>
      <Badge tone="basil" size="compact">Out for delivery</Badge>
      <Badge tone="cream" size="compact">Delivered</Badge>
    </div>
  ),
};

export const LongText: Story = { args: { tone: 'ink', children: 'waiting for the rider to come back from Bhaktapur' } };
