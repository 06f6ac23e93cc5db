import type { Preview } from '@storybook/react-vite';
import './storybook.css';

/** The two sizes the shop is designed for, one click away in the toolbar. */
const viewports = {
  phone: { name: 'Phone (Pixel 7)', styles: { width: '412px', height: '915px' }, type: 'mobile' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    backgrounds: { options: { cream: { name: 'Page (cream)', value: '#fff3e0' }, ink: { name: 'Bar (ink)', value: '#2a1709' } } },
    viewport: { options: viewports },
    // Every story is checked with axe; a violation fails its test.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  initialGlobals: { backgrounds: { value: 'cream' } },
};

export default preview;
