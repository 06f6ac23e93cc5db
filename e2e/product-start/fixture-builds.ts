import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The title of each stand-in's page, to tell which folder an answer came from. */
export const FIXTURE_TITLES = { webApp: 'Stand-in web app', storybook: 'Stand-in Storybook' };

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body></body></html>`;

/** Stand-ins for the web app's and the UI kit's builds, in `folder`. */
export function writeFixtureBuilds(folder: string): { webRoot: string; storybookRoot: string } {
  const webRoot = join(folder, 'web');
  const storybookRoot = join(folder, 'storybook');
  for (const [root, title] of [[webRoot, FIXTURE_TITLES.webApp], [storybookRoot, FIXTURE_TITLES.storybook]] as const) {
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), page(title));
  }
  return { webRoot, storybookRoot };
}
