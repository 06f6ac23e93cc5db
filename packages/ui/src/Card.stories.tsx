import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    className: 'w-72 p-5',
    children: (
      <>
        <h2 className="font-bold text-ink-900">Margherita</h2>
        <p className="text-sm text-ink-700 italic">tomato, mozzarella, basil</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Something new that wants the eye: a new order on the kitchen's board. */
export const Highlighted: Story = { args: { highlighted: true } };
