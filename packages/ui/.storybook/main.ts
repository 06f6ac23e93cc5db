import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // No project.json in the build: it lists the version of every tool and package the kit is built with, for nobody who browses it.
  core: { disableTelemetry: true, disableProjectJson: true },
  // Served by the shop at /storybook/: every asset from there.
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { plugins: [tailwindcss()], base: './' });
  },
};

export default config;
