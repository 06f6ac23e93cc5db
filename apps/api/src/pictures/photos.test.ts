import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { messages, PHOTO_UPLOAD, type Photo } from '@chulo/api-client/contract';
import { gpsLatitudeBytes, KITCHEN_GPS, PHONE_MODEL, phonePhoto, picture, staffHeaders } from '@chulo/test-lab';
import { readHistory } from '../data/history-log.ts';
import { useOwnerAndCook, useTestShop } from '../testing/test-shop.ts';
import { photoOnMenu } from './stored-photo.ts';

const PASSWORD = 'photos without a trace';
const PARTNER = 'https://partner.example';
const photosDir = mkdtempSync(join(tmpdir(), 'pizza-photos-'));
afterAll(() => rmSync(photosDir, { recursive: true, force: true }));

/** Every file a photo names: each format's srcset, the fallback's included, with its width. */
function filesOf(photo: Photo): { url: string; width: number; type: string }[] {
  const listed = [...photo.sources, { type: 'image/jpeg', srcset: photo.srcset }];
  return listed.flatMap(({ type, srcset }) =>
    srcset.split(', ').map((entry) => {
      const [url, width] = entry.split(' ');
      return { url: url!, width: Number.parseInt(width!, 10), type };
    }),
  );
}

/** What sharp calls each format it reads back. */
const SHARP_FORMAT: Record<string, string> = { 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' };

/** Red (the picture's left half as stored) or yellow (its right half), at a pixel of a decoded photo. */
async function colourAt(bytes: Buffer, x: number, y: number): Promise<'red' | 'yellow'> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const green = data[(y * info.width + x) * info.channels + 1]!;
  return green > 128 ? 'yellow' : 'red';
}

/** A real PNG header claiming `width` × `height`: the few bytes of a decompression bomb. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("pizzas' photos", () => {
  const { shop, api } = useTestShop('sqlite', { env: { KITCHEN_AUTOPILOT: '0', PHOTOS_DIR: photosDir, CORS_ORIGINS: PARTNER } });
  const staff = useOwnerAndCook(shop, PASSWORD);


  const upload = async (pizzaId: number, body: Buffer | string, type = 'image/jpeg', session = staff.owner) => {
    const response = await fetch(`${shop.baseUrl}/api/staff/pizzas/${pizzaId}/photo`, {
      method: 'PUT',
      headers: { ...staffHeaders(session), 'content-type': type },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });
    return { status: response.status, json: await response.json() };
  };
  const served = async (url: string) => {
    const response = await fetch(shop.baseUrl + url);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const menuPhoto = async (pizzaId: number): Promise<Photo | null> =>
    (await api('GET', '/api/menu')).json.data.find((pizza: { id: number }) => pizza.id === pizzaId).photo;

  it("turns a phone's photo upright, crops it square and keeps nothing of its metadata, in every format and width", { timeout: 60_000 }, async () => {
    const original = await phonePhoto({ width: 1200, height: 900 });
    // The picture as sent does carry it all.
    expect(original.includes(PHONE_MODEL)).toBe(true);
    expect(original.includes(KITCHEN_GPS.xmp)).toBe(true);
    expect(gpsLatitudeBytes().some((gps) => original.includes(gps))).toBe(true);

    const { status, json } = await upload(1, original);
    expect(status).toBe(200);
    const photo: Photo = json.data.photo;
    expect(photo).toMatchObject({ width: 640, height: 640, src: expect.stringMatching(/^\/photos\/[0-9a-f]{32}\.jpg$/) });
    expect(photo.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(await menuPhoto(1)).toEqual(photo);

    const files = filesOf(photo);
    expect(files.map(({ type, width }) => `${type} ${width}`)).toEqual(
      ['image/avif', 'image/webp', 'image/jpeg'].flatMap((type) => [160, 320, 640].map((width) => `${type} ${width}`)),
    );
    for (const { url, width, type } of files) {
      const { response, bytes } = await served(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: SHARP_FORMAT[type], width, height: width });
      expect(metadata.exif, url).toBeUndefined();
      expect(metadata.xmp, url).toBeUndefined();
      expect(metadata.iptc, url).toBeUndefined();
      expect(metadata.icc, url).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
      for (const trace of [Buffer.from(PHONE_MODEL), Buffer.from(KITCHEN_GPS.xmp), Buffer.from('Exif'), ...gpsLatitudeBytes()]) {
        expect(bytes.includes(trace), `${url} holds ${trace.toString('hex')}`).toBe(false);
      }
      // Named by a digest of its bytes.
      expect(url).toBe(`/photos/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${url.split('.').at(-1)}`);
    }
    // Upright: the stored picture's left half (red) is the top once turned a quarter clockwise.
    const largest = (await served(photo.src)).bytes;
    expect([await colourAt(largest, 5, 5), await colourAt(largest, 634, 5)]).toEqual(['red', 'red']);
    expect([await colourAt(largest, 5, 634), await colourAt(largest, 634, 634)]).toEqual(['yellow', 'yellow']);

    expect((await readHistory(shop.store.db, { limit: 1 }))[0]).toMatchObject({ staff: 'asha', action: 'photo-changed', summary: 'Margherita: photo added' });
  });

  it('stores each file once, written whole, under the same names for the same picture', { timeout: 60_000 }, async () => {
    const before = readdirSync(photosDir).sort();
    expect(before).toHaveLength(9);
    for (const name of before) expect(createHash('sha256').update(readFileSync(join(photosDir, name))).digest('hex').startsWith(name.split('.')[0]!)).toBe(true);
    const again = await upload(2, await phonePhoto({ width: 1200, height: 900 }));
    expect(again.json.data.photo).toEqual(await menuPhoto(1));
    expect(readdirSync(photosDir).sort()).toEqual(before);
  });

  it('takes PNG and WebP pictures, whatever Content-Type says, and never makes a picture larger than it was', { timeout: 60_000 }, async () => {
    const png = await upload(3, await picture('png', { width: 800, height: 800 }), 'image/jpeg');
    expect(png.status).toBe(200);
    expect(png.json.data.photo.width).toBe(640);
    const small = await upload(4, await picture('webp', { width: 300, height: 200 }), 'image/webp');
    expect(small.status).toBe(200);
    const files = filesOf(small.json.data.photo);
    expect([...new Set(files.map(({ width }) => width))]).toEqual([160, 200]);
    expect(small.json.data.photo).toMatchObject({ width: 200, height: 200 });
    const { bytes } = await served(files.at(-1)!.url);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 200, height: 200 });
  });

  it('refuses what is no JPEG, PNG or WebP picture, by its bytes: 415', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';
    const gif = Buffer.from(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer());
    const truncated = (await picture('png')).subarray(0, 40);
    for (const [body, type] of [
      ['Not a picture at all, only text', 'image/jpeg'],
      [svg, 'image/png'],
      [gif, 'image/webp'],
      [truncated, 'image/png'],
      [await picture('png'), 'text/plain'],
      [await picture('png'), 'application/octet-stream'],
      ['', 'image/jpeg'],
    ] as const) {
      const refused = await upload(5, body, type);
      expect(refused, `${type}: ${String(body).slice(0, 20)}`).toEqual({ status: 415, json: { status: 'fail', message: messages.PHOTO_NOT_AN_IMAGE } });
    }
    expect(await menuPhoto(5)).toBeNull();
  });

  it('refuses a picture over the size limit in bytes: 413, saying the limit in MB', async () => {
    const tooLarge = { status: 413, json: { status: 'fail', message: messages.photoTooLarge(PHOTO_UPLOAD.maxBytes / 1024 / 1024) } };
    const huge = Buffer.concat([await picture('png'), Buffer.alloc(PHOTO_UPLOAD.maxBytes)]);
    expect(await upload(5, huge, 'image/png')).toEqual(tooLarge);
  });

  it('refuses a picture of too many pixels, however few its bytes (a decompression bomb): 413, saying its size in pixels and the limit', { timeout: 60_000 }, async () => {
    const tooManyPixels = (width: number, height: number) => ({
      status: 413,
      json: { status: 'fail', message: messages.photoTooManyPixels(width, height, PHOTO_UPLOAD.maxPixels / 1_000_000) },
    });
    // A real picture one column over the limit: a white grey-scale PNG of about a megabyte.
    const white = await sharp({ create: { width: 10_001, height: 10_000, channels: 3, background: '#fff' }, limitInputPixels: false })
      .toColourspace('b-w')
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(white.length).toBeLessThan(PHOTO_UPLOAD.maxBytes / 4);
    expect(await upload(5, white, 'image/png')).toEqual(tooManyPixels(10_001, 10_000));
    // The header of one, with almost nothing after it.
    expect(await upload(5, await pngClaiming(20_000, 20_000), 'image/png')).toEqual(tooManyPixels(20_000, 20_000));
    expect(await menuPhoto(5)).toBeNull();
  });

  it("is the owners': the kitchen is refused before its picture is even read, and nobody signed out gets in", async () => {
    const refused = { status: 403, json: { status: 'fail', message: messages.OWNERS_ONLY } };
    expect(await upload(5, await picture('png'), 'image/png', staff.kitchen)).toEqual(refused);
    // Larger than the limit, yet refused for who sends it, not for its size.
    expect(await upload(5, Buffer.alloc(PHOTO_UPLOAD.maxBytes + 1), 'image/png', staff.kitchen)).toEqual(refused);
    expect((await api('DELETE', '/api/staff/pizzas/1/photo', undefined, staffHeaders(staff.kitchen))).json).toEqual(refused.json);
    expect((await upload(5, await picture('png'), 'image/png', { cookie: '', csrfToken: '' })).status).toBe(401);
    expect(await upload(99, await picture('png'), 'image/png')).toEqual({ status: 404, json: { status: 'fail', message: messages.noSuchPizza(99) } });
  });

  it('removes a photo: the drawing is back, the files stay for menus cached a moment longer', async () => {
    const photo = (await menuPhoto(3))!;
    const removed = await api('DELETE', '/api/staff/pizzas/3/photo', undefined, staffHeaders(staff.owner));
    expect(removed.status).toBe(200);
    expect(removed.json.data.photo).toBeNull();
    expect(await menuPhoto(3)).toBeNull();
    expect((await served(photo.src)).response.status).toBe(200);
    expect((await readHistory(shop.store.db, { limit: 1 }))[0]).toMatchObject({ action: 'photo-removed', summary: 'Pepperoni: photo removed, the drawing is back' });
  });

  it('serves stored photos only: other names, and every way out of the folder, are unknown', async () => {
    const name = readdirSync(photosDir)[0]!;
    expect((await served(`/photos/${name}`)).response.status).toBe(200);
    // Other sites in CORS_ORIGINS may load them from their pages' scripts, as the drawings.
    const fromPartner = await fetch(`${shop.baseUrl}/photos/${name}`, { headers: { origin: PARTNER } });
    expect(fromPartner.headers.get('access-control-allow-origin')).toBe(PARTNER);
    for (const path of [
      `/photos/${'0'.repeat(32)}.jpg`,
      `/photos/${name.replace(/\.\w+$/, '.png')}`,
      '/photos/..%2Fpizza.db',
      '/photos/%2e%2e%2fpizza.db',
      `/photos/..%2F${name}`,
      '/photos/',
    ]) {
      expect((await served(path)).response.status, path).toBe(404);
    }
  });
});

describe("a photo's addresses on the menu", () => {
  const stored = { widths: [160, 320], files: { avif: ['a1.avif', 'a2.avif'], webp: ['w1.webp', 'w2.webp'], jpeg: ['j1.jpg', 'j2.jpg'] } };

  it('are paths on this site, or absolute with PUBLIC_URL', () => {
    expect(photoOnMenu(stored, '')).toEqual({
      src: '/photos/j2.jpg',
      srcset: '/photos/j1.jpg 160w, /photos/j2.jpg 320w',
      sources: [
        { type: 'image/avif', srcset: '/photos/a1.avif 160w, /photos/a2.avif 320w' },
        { type: 'image/webp', srcset: '/photos/w1.webp 160w, /photos/w2.webp 320w' },
      ],
      width: 320,
      height: 320,
    });
    expect(photoOnMenu(stored, 'https://chulo.example').src).toBe('https://chulo.example/photos/j2.jpg');
  });
});
