import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay.tsx';

const meta = {
  title: 'Status/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="min-h-96 p-6">
        <p className="text-ink-900">The page underneath stays in view, dimmed.</p>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the page');
  },
};

/** What screen readers hear can say what is coming. */
export const WithLabel: Story = {
  args: { label: 'Loading the sales' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the sales');
  },
};
