import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** Where the build writes the app's icons (under the site's root, beside the service worker). */
const ICONS_FOLDER = 'icons';

/**
 * The icons a phone shows for the installed app, each drawn from the logo: `any` is the logo as
 * the favicon draws it (a round plate, transparent around); `maskable` and Apple's fill the whole
 * square with the logo's colour, the slice inside the centre 80 % that any launcher's mask keeps
 * (Apple's launcher shows no transparency: it would paint the corners black).
 */
export const MANIFEST_ICONS = [
  { file: `${ICONS_FOLDER}/icon-192.png`, size: 192, purpose: 'any' },
  { file: `${ICONS_FOLDER}/icon-512.png`, size: 512, purpose: 'any' },
  { file: `${ICONS_FOLDER}/icon-maskable-512.png`, size: 512, purpose: 'maskable' },
] as const;
const APPLE_TOUCH_ICON = { file: `${ICONS_FOLDER}/apple-touch-icon.png`, size: 180, purpose: 'apple' } as const;
const APP_ICONS = [...MANIFEST_ICONS, APPLE_TOUCH_ICON];

export type AppIcon = (typeof APP_ICONS)[number];

/** `theme.css`'s value of a colour token (`chili-800`): the manifest's colours are the kit's. */
export function colourToken(themeCss: string, name: string): string {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(themeCss)?.[1];
  if (!value) throw new Error(`the UI kit's theme.css has no colour --color-${name}`);
  return value;
}

/**
 * The logo (an SVG of a 64-unit square whose first shape is its round plate) drawn for `purpose`:
 * as it is, or with its plate grown into a full square and the rest shrunk into the safe zone.
 */
export function iconSvg(logoSvg: string, purpose: AppIcon['purpose']): string {
  if (purpose === 'any') return logoSvg;
  const match = /^(<svg[^>]*>)<circle [^>]*fill="([^"]+)"\/>([\s\S]*)<\/svg>\s*$/.exec(logoSvg.trim());
  if (!match) throw new Error('the logo is not an SVG starting with its round plate');
  const [, svgTag, plateColour, slice] = match;
  return `${svgTag}<rect width="64" height="64" fill="${plateColour}"/><g transform="translate(6.4 6.4) scale(0.8)">${slice}</g></svg>`;
}

/**
 * Vite plugin. Draws the app's icons from the logo (`logoFile`, the favicon) when the app is
 * built, so they can never disagree with it and no picture made by hand sits in the repository;
 * and names Apple's in the page (Apple reads no manifest icons).
 */
export function appIcons(logoFile: URL): Plugin {
  return {
    name: 'chulo:app-icons',
    apply: 'build',
    async generateBundle() {
      const logo = readFileSync(logoFile, 'utf8');
      for (const icon of APP_ICONS) {
        const source = await sharp(Buffer.from(iconSvg(logo, icon.purpose)), { density: (72 * icon.size) / 64 })
          .resize(icon.size, icon.size)
          .png({ compressionLevel: 9 })
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.file, source });
      }
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `/${APPLE_TOUCH_ICON.file}` }, injectTo: 'head' },
    ],
  };
}
