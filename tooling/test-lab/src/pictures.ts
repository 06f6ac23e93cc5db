import sharp from 'sharp';

/** Where the phone was: the shop's kitchen in Thamel. A photo carrying it must never reach a customer. */
export const KITCHEN_GPS = { latitude: '27/1 42/1 5/1', longitude: '85/1 19/1 26/1', xmp: '27,42.0833N' } as const;

/** The GPS latitude's three rationals as they may sit in a file's bytes, either byte order: what no served photo may hold. */
export function gpsLatitudeBytes(): Buffer[] {
  const numbers = KITCHEN_GPS.latitude.split(/[ /]/).map(Number);
  return (['writeUInt32LE', 'writeUInt32BE'] as const).map((write) => {
    const bytes = Buffer.alloc(numbers.length * 4);
    numbers.forEach((value, index) => bytes[write](value, index * 4));
    return bytes;
  });
}

/** The phone's name in the photo's EXIF. */
export const PHONE_MODEL = 'Pixelfone 9 Pro';

/**
 * A picture with a red left half and a yellow right half, `width` × `height`: after any turn or
 * crop, where the colours went shows which way it was turned.
 */
function halves(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#cc2222' } }).composite([
    { input: { create: { width: width - half, height, channels: 3, background: '#eecc22' } }, left: half, top: 0 },
  ]);
}

/**
 * A photo as a phone takes it: JPEG, stored sideways (`width` wide as stored) with EXIF
 * orientation 6 (turn it a quarter clockwise to see it upright), the phone's make and model, the
 * GPS position of the kitchen in EXIF and in XMP, and the phone's colour profile.
 */
export async function phonePhoto({ width = 1200, height = 900 } = {}): Promise<Buffer> {
  const stored = await halves(width, height).jpeg().toBuffer();
  return sharp(stored)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Pixelfone', Model: PHONE_MODEL },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: KITCHEN_GPS.latitude, GPSLongitudeRef: 'E', GPSLongitude: KITCHEN_GPS.longitude },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        `<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="${KITCHEN_GPS.xmp}"/></rdf:RDF></x:xmpmeta>`,
    )
    .jpeg()
    .toBuffer();
}

/** A PNG or WebP picture of the two halves, `width` × `height`, upright as stored. */
export function picture(format: 'png' | 'webp', { width = 800, height = 800 } = {}): Promise<Buffer> {
  return halves(width, height).toFormat(format).toBuffer();
}
