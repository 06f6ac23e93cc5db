import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  args: { to: 'main' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="relative min-h-40 p-16">
      <SkipLink {...args} />
      <main id="main" tabIndex={-1} className="text-ink-900">
        The page's content
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab, then shown in the corner. */
export const FirstTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};
