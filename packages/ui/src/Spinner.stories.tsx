import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Status/Spinner',
  component: Spinner,
  args: { className: 'size-14 text-chili-700' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { className: 'size-4 text-ink-900' } };

/** Over a whole page while the next screen loads. */
export const Overlay: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className="min-h-64 p-6">
      <p className="text-ink-900">Our menu</p>
      <LoadingOverlay />
    </div>
  ),
};
