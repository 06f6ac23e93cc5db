import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from './Button.tsx';
import { Notice } from './Notice.tsx';

const meta = {
  title: 'Status/Notice',
  component: Notice,
  args: {
    title: 'Waiting for the network',
    children: 'Your order is kept here and will be sent as soon as the connection is back.',
  },
  decorators: [(Story) => <div className="w-[min(32rem,90vw)]">{Story()}</div>],
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The order form while a dropped connection holds the order: under way, and the customer may stop it. */
export const Waiting: Story = {
  args: {
    busy: true,
    action: (
      <Button variant="small">
        Stop waiting
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Waiting for the network');
    // Inside the announced region, so whoever hears the wait also finds the way out of it.
    await expect(notice).toContainElement(canvas.getByRole('button', { name: 'Stop waiting' }));
  },
};

/** Nothing under way any more, and nothing to press: what the person should know. */
export const Settled: Story = {
  args: {
    title: 'Your order may not have reached the shop',
    children: 'When you are back online, send it again without changing anything: if the shop already has it, it will not take it twice.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('may not have reached the shop');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
