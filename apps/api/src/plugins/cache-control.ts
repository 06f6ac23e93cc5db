/**
 * How long a browser keeps a built file. A file named by a hash of its content (what a Vite build
 * writes to `assets/`, the web app's and Storybook's alike) never changes under that name: kept a
 * year and never asked again. Any other keeps its name from build to build: asked again every time,
 * and answered 304 while unchanged.
 */
export const builtFileCaching = (hashedName: boolean) => (hashedName ? 'public, max-age=31536000, immutable' : 'no-cache');
