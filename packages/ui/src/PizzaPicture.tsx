import { classNames } from './class-names.ts';

/**
 * An owner's photo of a pizza as the server stores it: `sources` in modern formats, best first,
 * and `src`/`srcset` the fallback every browser shows; square, `width` × `height` the largest.
 */
export interface PizzaPhoto {
  src: string;
  srcset: string;
  sources: readonly { type: string; srcset: string }[];
  width: number;
  height: number;
}

export interface PizzaPictureProps {
  /** The pizza's name, which the picture stands for. */
  name: string;
  /** The drawn picture every pizza has, shown when there is no photo. */
  drawing: string;
  photo: PizzaPhoto | null;
  /**
   * Seen without scrolling on a phone: loaded at once, not when scrolled near. Still at low
   * priority: the page's text is its largest paint, and a picture must not hold it up.
   */
  eager?: boolean;
  /** Sold out: greyed. */
  dimmed?: boolean;
}

/** The size classes and the `sizes` that say them to the browser: one definition of how large the picture shows. */
const SIZE = 'size-24 sm:size-40';
const SIZES = '(min-width: 40rem) 10rem, 6rem';

/** The drawings' own size: what they have always been drawn at. */
const DRAWING_SIZE = 240;

/**
 * A pizza's picture on the menu: the owner's photo where there is one, in the smallest file the
 * browser can use at the width it shows (a phone's 6rem, a wider screen's 10rem), otherwise the
 * drawing. Both reserve their square before they arrive, so nothing below them moves.
 */
export function PizzaPicture({ name, drawing, photo, eager = false, dimmed = false }: PizzaPictureProps) {
  const loading = {
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: 'low',
    decoding: 'async',
  } as const;
  const dimming = dimmed && 'opacity-50 grayscale';
  if (!photo) {
    return <img src={drawing} alt={name} width={DRAWING_SIZE} height={DRAWING_SIZE} {...loading} className={classNames(SIZE, dimming)} />;
  }
  return (
    <picture>
      {photo.sources.map(({ type, srcset }) => (
        <source key={type} type={type} srcSet={srcset} sizes={SIZES} />
      ))}
      <img
        src={photo.src}
        srcSet={photo.srcset}
        sizes={SIZES}
        alt={name}
        width={photo.width}
        height={photo.height}
        {...loading}
        className={classNames(SIZE, 'rounded-xl object-cover', dimming)}
      />
    </picture>
  );
}
