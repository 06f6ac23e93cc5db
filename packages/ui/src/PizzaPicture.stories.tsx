import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PizzaPicture, type PizzaPhoto } from './PizzaPicture.tsx';
import drawing from './story-pictures/capricciosa-drawn.svg';
import jpeg160 from './story-pictures/margherita-160.jpg';
import jpeg320 from './story-pictures/margherita-320.jpg';
import jpeg640 from './story-pictures/margherita-640.jpg';
import webp160 from './story-pictures/margherita-160.webp';
import webp320 from './story-pictures/margherita-320.webp';
import webp640 from './story-pictures/margherita-640.webp';

/** A photo as the server describes one: WebP first, JPEG for every other browser. */
const PHOTO: PizzaPhoto = {
  src: jpeg640,
  srcset: `${jpeg160} 160w, ${jpeg320} 320w, ${jpeg640} 640w`,
  sources: [{ type: 'image/webp', srcset: `${webp160} 160w, ${webp320} 320w, ${webp640} 640w` }],
  width: 640,
  height: 640,
};

/** The width the picture shows at (6rem on a phone, 10rem from Tailwind's `sm` up), as its `sizes` tells the browser. */
const shownWidth = () => (window.matchMedia('(min-width: 40rem)').matches ? 160 : 96);

/** The width (`w`) of the WebP file the browser chose from the srcset, whatever the build named the files. */
function chosenWidth(picture: HTMLImageElement): number {
  const candidates = PHOTO.sources[0]!.srcset.split(', ').map((candidate) => candidate.split(' '));
  const chosen = candidates.find(([url]) => new URL(url!, document.baseURI).href === picture.currentSrc);
  return Number(chosen?.[1]?.replace(/w$/, ''));
}

const meta = {
  title: 'Content/PizzaPicture',
  component: PizzaPicture,
  args: { name: 'Margherita', drawing, photo: PHOTO, eager: true, dimmed: false },
} satisfies Meta<typeof PizzaPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's photo, among the first pizzas a phone shows: loaded at once, in WebP, no larger than it shows. */
export const Photo: Story = {
  play: async ({ canvas }) => {
    const picture = canvas.getByRole<HTMLImageElement>('img', { name: 'Margherita' });
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).toHaveAttribute('width', '640');
    await expect(picture).toHaveAttribute('height', '640');
    await waitFor(() => expect(picture.complete && picture.naturalWidth > 0).toBe(true));
    await expect(picture.currentSrc).toMatch(/\.webp$/);
    // `sizes` says what the layout does: the picture shows at the width the browser chose its file for.
    await expect(picture.getBoundingClientRect().width).toBe(shownWidth());
    await expect(chosenWidth(picture)).toBeGreaterThanOrEqual(shownWidth() * window.devicePixelRatio);
  },
};

/** Further down the menu: loaded only when scrolled near. */
export const PhotoBelowTheFold: Story = {
  args: { eager: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Margherita' })).toHaveAttribute('loading', 'lazy');
  },
};

export const PhotoSoldOut: Story = {
  args: { dimmed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Margherita' })).toHaveClass('grayscale');
  },
};

/** No photo yet: the drawing every pizza has, at the size it has always had, with no sources to choose from. */
export const Drawing: Story = {
  args: { name: 'Capricciosa', photo: null },
  play: async ({ canvas, canvasElement }) => {
    const picture = canvas.getByRole<HTMLImageElement>('img', { name: 'Capricciosa' });
    await expect(picture).toHaveAttribute('src', drawing);
    await expect(picture).toHaveAttribute('width', '240');
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(canvasElement.querySelector('picture, source')).toBeNull();
    await expect(picture.getBoundingClientRect().width).toBe(shownWidth());
  },
};

export const DrawingBelowTheFold: Story = {
  args: { name: 'Capricciosa', photo: null, eager: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Capricciosa' })).toHaveAttribute('loading', 'lazy');
  },
};

export const DrawingSoldOut: Story = { args: { name: 'Capricciosa', photo: null, dimmed: true } };
