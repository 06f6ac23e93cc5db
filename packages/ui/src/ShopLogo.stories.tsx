import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShopLogo } from './ShopLogo.tsx';

const meta = {
  title: 'Brand/ShopLogo',
  component: ShopLogo,
  args: { className: 'size-20' },
} satisfies Meta<typeof ShopLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InTheHeader: Story = {
  render: () => (
    <div className="flex items-center gap-2 rounded-xl bg-chili-800 px-4 py-3 text-cream-50">
      <ShopLogo className="size-10" />
      <span className="text-xl font-extrabold">Chulo Pizza</span>
    </div>
  ),
};
