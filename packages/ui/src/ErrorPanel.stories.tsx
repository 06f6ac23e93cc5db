import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPanel } from './ErrorPanel.tsx';
import { LinkButton } from './LinkButton.tsx';

const meta = {
  title: 'Status/ErrorPanel',
  component: ErrorPanel,
  args: { message: "Couldn't find order #XYZ", actions: <LinkButton variant="text" href="#back">Go Back</LinkButton> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const TwoWaysOn: Story = {
  args: {
    role: 'alert',
    message: 'The kitchen could not reach the server. Please reload the page.',
    actions: (
      <>
        <LinkButton as="button" variant="text" type="button">
          Reload the page
        </LinkButton>
        <LinkButton variant="text" href="#orders">
          Back to the orders
        </LinkButton>
      </>
    ),
  },
};
