import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colourToken, iconSvg } from './app-icons.ts';

const logo = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');

/** The colour at (x, y) of `svg` drawn at `size` pixels square. */
async function pixel(svg: string, size: number, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(size, size).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
}

describe('the app icons drawn from the logo', () => {
  it("leave the round logo's corners transparent for launchers that show it as it is", async () => {
    expect((await pixel(iconSvg(logo, 'any'), 64, 1, 1))[3]).toBe(0);
  });

  it("fill a maskable or Apple icon's whole square with the plate's colour, the slice shrunk into the safe zone", async () => {
    for (const purpose of ['maskable', 'apple'] as const) {
      const svg = iconSvg(logo, purpose);
      expect(await pixel(svg, 64, 0, 0)).toEqual([0x86, 0x1f, 0x16, 255]);
      expect(svg).toContain('scale(0.8)');
    }
  });

  it("take the manifest's colours from the UI kit's tokens", () => {
    const themeCss = readFileSync(createRequire(import.meta.url).resolve('@chulo/ui/theme.css'), 'utf8');
    expect(colourToken(themeCss, 'chili-800')).toBe('#861f16');
    expect(() => colourToken(themeCss, 'no-such-colour')).toThrow('no colour --color-no-such-colour');
  });
});
