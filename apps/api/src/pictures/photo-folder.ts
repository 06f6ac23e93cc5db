import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PhotoFile } from './process-photo.ts';
import { PHOTO_FORMATS } from './photo-formats.ts';

/** A photo file's name: its content's digest and its format's extension, and nothing else (no path can be slipped in). */
const PHOTO_NAME = new RegExp(`^[0-9a-f]{32}\\.(${PHOTO_FORMATS.map(({ extension }) => extension).join('|')})$`);

/**
 * The folder the photos live in (PHOTOS_DIR). Files are only ever added: each is written under a
 * temporary name, flushed to disk and renamed into place, so a reader never sees half a file and a
 * crash leaves none. Files of a replaced photo stay (see README: a menu cached a moment longer, on
 * another instance or in a browser, still points at them, and a restored database backup may too).
 */
export class PhotoFolder {
  readonly #path: string;

  constructor(path: string) {
    this.#path = path;
  }

  async save(files: readonly PhotoFile[]): Promise<void> {
    await mkdir(this.#path, { recursive: true });
    for (const { name, bytes } of files) {
      const target = join(this.#path, name);
      // The same name is the same content: already there, it is already right.
      if (await stat(target).then(() => true, () => false)) continue;
      const temporary = join(this.#path, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, target).catch(async (error: unknown) => {
        await rm(temporary, { force: true });
        throw error;
      });
    }
  }

  /** The file named `name`, with its media type; null for any name that is not a stored photo's. */
  async read(name: string): Promise<{ stream: ReadStream; mediaType: string; size: number } | null> {
    const extension = PHOTO_NAME.exec(name)?.[1];
    if (!extension) return null;
    const path = join(this.#path, name);
    const found = await stat(path).catch(() => null);
    if (!found?.isFile()) return null;
    const { mediaType } = PHOTO_FORMATS.find((format) => format.extension === extension)!;
    return { stream: createReadStream(path), mediaType, size: found.size };
  }
}
