import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { Price } from './Price.tsx';
import { Sheet } from './Sheet.tsx';

const meta = {
  title: 'Layout/Sheet',
  component: Sheet,
  args: {
    title: 'Margherita',
    onClose: fn(),
    children: <p>Tomato, mozzarella and basil on a classic crust.</p>,
    footer: (
      <div className="flex items-center justify-between gap-3">
        <Price amount={950} className="font-bold" />
        <Button>Add to cart</Button>
      </div>
    ),
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, as a customer meets it: a bottom sheet on a phone, a dialog in the middle of a desk's screen. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Margherita' });
    await expect(sheet).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Without a footer: content only. */
export const WithoutFooter: Story = { args: { footer: undefined } };

/** More than a phone's screen holds: the content scrolls, the heading and the footer stay. */
export const LongContent: Story = {
  args: {
    children: (
      <div className="flex flex-col gap-3">
        {Array.from({ length: 30 }, (_, index) => (
          <label key={index} className="flex items-center gap-3">
            <input type="checkbox" className="size-5" /> Topping {index + 1}
          </label>
        ))}
      </div>
    ),
  },
};

/** Opened by a button and closed: focus goes back to the button. (Escape is the browser's own, tested in e2e/.) */
export const OpenedAndClosed: Story = {
  render: function Opening(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Choose size &amp; toppings</Button>
        {open && <Sheet {...args} onClose={() => setOpen(false)} />}
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Choose size & toppings' });
    await userEvent.click(opener);
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Margherita' })).toBeVisible();
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Close' }));
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};
