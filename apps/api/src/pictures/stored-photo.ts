import type { Photo } from '@chulo/api-client/contract';
import { PHOTO_FORMATS, type PhotoFormat } from './photo-formats.ts';

/**
 * A pizza's photo as the database keeps it (pizzas.photo, as JSON): its widths, smallest first, and
 * for each format the name of the file of each width, in the same order.
 */
export interface StoredPhoto {
  widths: number[];
  files: Record<PhotoFormat, string[]>;
}

/** Where the photos are served: not under /api, since they are files any page may show. */
export const PHOTOS_PATH = '/photos/';

/**
 * The photo as the menu describes it: `sources` in the modern formats, the JPEG fallback as `src`
 * (its largest) and `srcset`. `base` goes before each path: the shop's public address (PUBLIC_URL)
 * or '' for paths on this site.
 */
export function photoOnMenu(stored: StoredPhoto, base: string): Photo {
  const srcset = (format: PhotoFormat) => stored.files[format].map((name, index) => `${base}${PHOTOS_PATH}${name} ${stored.widths[index]}w`).join(', ');
  const largest = stored.widths.at(-1)!;
  return {
    src: `${base}${PHOTOS_PATH}${stored.files.jpeg.at(-1)}`,
    srcset: srcset('jpeg'),
    sources: PHOTO_FORMATS.filter(({ format }) => format !== 'jpeg').map(({ format, mediaType }) => ({ type: mediaType, srcset: srcset(format) })),
    width: largest,
    height: largest,
  };
}
