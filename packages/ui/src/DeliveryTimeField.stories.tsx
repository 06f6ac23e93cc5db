import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DeliveryTimeField } from './DeliveryTimeField.tsx';

const times = (...labels: string[]) => labels.map((label) => ({ value: label, label }));

const meta = {
  title: 'Forms/DeliveryTimeField',
  component: DeliveryTimeField,
  args: {
    label: 'Delivery time',
    name: 'deliverAt',
    soonest: 'As soon as possible',
    days: [
      { label: 'Today', times: times('19:45', '20:00', '20:15', '20:30', '20:45', '21:00', '21:15', '21:30', '21:45') },
      { label: 'Tomorrow', times: times('11:00', '11:15', '11:30', '11:45', '12:00') },
    ],
    hint: 'Or choose a time later today or tomorrow.',
  },
  decorators: [(Story) => <div className="w-[min(40rem,90vw)]">{Story()}</div>],
} satisfies Meta<typeof DeliveryTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As soon as possible is chosen until the customer picks a time; the keyboard picks one too. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const choice = canvas.getByLabelText('Delivery time');
    await expect(choice).toHaveValue('');
    await expect(choice).toHaveAccessibleDescription('Or choose a time later today or tomorrow.');
    await userEvent.selectOptions(choice, 'Tomorrow, 12:00');
    await expect(choice).toHaveValue('12:00');
  },
};

export const LaterChosen: Story = { args: { defaultValue: '20:30', hint: 'We bake it to arrive today at 20:30.' } };

/** Late at night, with the shop closed tomorrow: only as soon as possible. */
export const NoLaterTimes: Story = { args: { days: [], hint: undefined } };

/** The shop refused the time: the message sits under the choice and is read with it. */
export const WithError: Story = {
  args: { defaultValue: '19:45', error: 'The soonest we can deliver now is 19:52: please choose a later time' },
  play: async ({ canvas }) => {
    const choice = canvas.getByLabelText('Delivery time');
    await expect(choice).toHaveAttribute('aria-invalid', 'true');
    await expect(choice).toHaveAccessibleDescription(/The soonest we can deliver now is 19:52/);
  },
};
