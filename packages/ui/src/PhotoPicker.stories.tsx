import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PhotoPicker } from './PhotoPicker.tsx';

/** A photo as a phone would send it: a picture drawn here, so the preview shows something real. */
async function photoFile(name = 'margherita.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 240;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#e9a23b';
  context.beginPath();
  context.arc(120, 120, 110, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#c2331f';
  context.beginPath();
  context.arc(120, 120, 90, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((drawn) => resolve(drawn!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** The photo a pizza has now. */
const CURRENT =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#fde7c7"/><circle cx="5" cy="5" r="4" fill="#fbd36b"/></svg>');

const meta = {
  title: 'Forms/PhotoPicker',
  component: PhotoPicker,
  args: {
    subject: 'Margherita',
    current: null,
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 8 * 1024 * 1024,
    onUpload: fn(),
    onRemove: fn(),
  },
  decorators: [(Story) => <div className="w-[min(40rem,90vw)]">{Story()}</div>],
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo yet: the camera on phones, the files everywhere; only the shop's kinds of picture are offered. */
export const NoPhoto: Story = {
  play: async ({ canvas }) => {
    const camera = canvas.getByLabelText(/Take a photo/);
    await expect(camera).toHaveAttribute('capture', 'environment');
    await expect(camera).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(canvas.getByLabelText(/Choose a file/)).not.toHaveAttribute('capture');
    await expect(canvas.queryByRole('button', { name: /Remove photo/ })).toBeNull();
  },
};

export const WithPhoto: Story = {
  args: { current: CURRENT },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo of Margherita' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** A chosen photo is previewed, and sent only once the owner says so. */
export const Chosen: Story = {
  play: async ({ args, canvas }) => {
    const photo = await photoFile();
    await userEvent.upload(canvas.getByLabelText(/Choose a file/), photo);
    const preview = await canvas.findByRole('img', { name: 'The chosen photo of Margherita' });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(240));
    await expect(args.onUpload).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Use this photo' }));
    await expect(args.onUpload).toHaveBeenCalledWith(photo);
  },
};

/** A choice taken back: the photo it had is shown again. */
export const ChoiceCancelled: Story = {
  args: { current: CURRENT },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/Take a photo/), await photoFile());
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('img', { name: 'The photo of Margherita' })).toBeVisible();
  },
};

/** Larger than the shop takes: said at once, and nothing to send. */
export const TooLarge: Story = {
  args: { maxBytes: 2 * 1024 * 1024 },
  play: async ({ args, canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/Choose a file/), new File([new Uint8Array(3 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }));
    await expect(await canvas.findByText('This photo is 3 MB: the shop takes photos up to 2 MB. Choose a smaller one.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Use this photo' })).toBeNull();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** On its way: nothing else to press meanwhile. */
export const Uploading: Story = {
  render: function Sending(args) {
    const [busy, setBusy] = useState(false);
    return <PhotoPicker {...args} busy={busy} onUpload={() => setBusy(true)} />;
  },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText(/Choose a file/), await photoFile());
    await userEvent.click(await canvas.findByRole('button', { name: 'Use this photo' }));
    await expect(canvas.getByRole('button', { name: /Uploading/ })).toBeDisabled();
    await expect(canvas.getByText('Uploading the photo…')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { current: CURRENT, error: 'A photo must be a JPEG, PNG or WebP picture' },
};
