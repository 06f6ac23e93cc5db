import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { messages, PHOTO_UPLOAD } from '@chulo/api-client/contract';
import { ClientError } from '../refusals.ts';
import { PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat } from './photo-formats.ts';
import type { StoredPhoto } from './stored-photo.ts';

/** The start of each kind of file the shop takes: the bytes say what a picture is, not its name or `Content-Type`. */
const SIGNATURES: { format: 'jpeg' | 'png' | 'webp'; matches: (bytes: Buffer) => boolean }[] = [
  { format: 'jpeg', matches: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  { format: 'png', matches: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { format: 'webp', matches: (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP' },
];

const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

/** One file a photo was made into, named by its content. */
export interface PhotoFile {
  name: string;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  stored: StoredPhoto;
  files: PhotoFile[];
}

/** The refusals of a picture, in the route table's words: not a picture the shop takes, or too large a one in bytes, or in pixels. */
export const photoNotAnImage = () => new ClientError(415, messages.PHOTO_NOT_AN_IMAGE);
export const photoTooLarge = () => new ClientError(413, messages.photoTooLarge(PHOTO_UPLOAD.maxBytes / 1024 / 1024));
const photoTooManyPixels = (width: number, height: number) =>
  new ClientError(413, messages.photoTooManyPixels(width, height, PHOTO_UPLOAD.maxPixels / 1_000_000));

/** Named by a digest of its bytes: the same picture always gets the same name, a new one never an old one's, so it may be cached for ever. */
function contentNamed(bytes: Buffer, extension: string): PhotoFile {
  return { name: `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`, bytes };
}

/**
 * An owner's picture made into the menu's photo: recognised by its bytes (JPEG, PNG or WebP, or
 * refused), turned upright by its EXIF orientation, cropped square around what draws the eye
 * (sharp's `attention` strategy: the most saturated, skin-toned or luminous part, where a pizza
 * photo's pizza is), transparency laid on white, then written in each width and format. Nothing of
 * the original's metadata is kept (no EXIF, GPS, XMP, IPTC or ICC profile): sharp writes none unless
 * asked to, and the pixels are converted to sRGB first, so colours stay right without a profile.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const sniffed = SIGNATURES.find(({ matches }) => matches(bytes))?.format;
  if (!sniffed) throw photoNotAnImage();
  // sharp also refuses to decode more pixels than the limit, whatever the header said.
  const picture = () => sharp(bytes, { limitInputPixels: PHOTO_UPLOAD.maxPixels, failOn: 'truncated' });
  // The header alone, decoding nothing, so that too many pixels are told from no picture at all.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw photoNotAnImage();
    });
  if (metadata.format !== sniffed || !metadata.width || !metadata.height) throw photoNotAnImage();
  if (metadata.width * metadata.height > PHOTO_UPLOAD.maxPixels) throw photoTooManyPixels(metadata.width, metadata.height);

  // Never larger than the picture itself: a small picture is not blown up.
  const largest = Math.min(metadata.width, metadata.height, PHOTO_WIDTHS.at(-1)!);
  const widths = [...PHOTO_WIDTHS.filter((width) => width < largest), largest];
  const square = await picture()
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(largest, largest, { fit: 'cover', position: 'attention' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw photoNotAnImage();
    });
  const { width, height, channels } = square.info;
  const upright = sharp(square.data, { raw: { width, height, channels } });

  const files: PhotoFile[] = [];
  const stored: StoredPhoto = { widths, files: { avif: [], webp: [], jpeg: [] } };
  for (const { format, extension } of PHOTO_FORMATS) {
    for (const size of widths) {
      const encoded = await ENCODERS[format](upright.clone().resize(size, size)).toBuffer();
      const file = contentNamed(encoded, extension);
      files.push(file);
      stored.files[format].push(file.name);
    }
  }
  return { stored, files };
}
