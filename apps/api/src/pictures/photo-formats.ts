/**
 * The formats a pizza's photo is stored and served in, best first: AVIF and WebP for the browsers
 * that show them (a `<source>` each), JPEG for every other. One list for making the files, naming
 * them, describing them on the menu and serving them with their media type.
 */
export const PHOTO_FORMATS = [
  { format: 'avif', extension: 'avif', mediaType: 'image/avif' },
  { format: 'webp', extension: 'webp', mediaType: 'image/webp' },
  { format: 'jpeg', extension: 'jpg', mediaType: 'image/jpeg' },
] as const;

export type PhotoFormat = (typeof PHOTO_FORMATS)[number]['format'];

/** The widths a photo is stored in, for phones' and computers' screens at one, two and three times; none above the picture's own. */
export const PHOTO_WIDTHS = [160, 320, 640] as const;
