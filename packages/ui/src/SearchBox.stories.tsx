import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchBox } from './SearchBox.tsx';

const meta = {
  title: 'Forms/SearchBox',
  component: SearchBox,
  args: { label: 'Search Order', onSearch: fn() },
  // It lives on the header's dark bar.
  globals: { backgrounds: { value: 'ink' } },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing an id and pressing Enter searches for it, trimmed, and empties the box. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search Order' });
    await userEvent.type(box, '  WF23FG66 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('WF23FG66');
    await expect(box).toHaveValue('');
  },
};

/** Enter on an empty box does nothing. */
export const EmptySearch: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};
