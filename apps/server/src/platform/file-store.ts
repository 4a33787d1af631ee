import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFile {
  /** 32 random hex characters: the file's only name, nothing of it comes from the user. */
  name: string;
  size: number;
  sha256: string;
  /** The first bytes, to tell the type by content. */
  head: Buffer;
}

const NAME = /^[0-9a-f]{32}$/;
const HEAD_BYTES = 32;

export const isStoredName = (name: string) => NAME.test(name);

/**
 * Files kept under one folder of DATA_DIR (never a public one), each under a random name. Names are checked against
 * NAME before any path is built, so no caller can reach outside the folder.
 */
export function fileStore(dataDir: string, folder: string) {
  const dir = path.join(dataDir, folder);
  const pathOf = (name: string) => {
    if (!isStoredName(name)) throw new Error(`file store: bad name ${JSON.stringify(name)}`);
    return path.join(dir, name);
  };

  return {
    /** Streams `source` to a new file, hashing it on the way; a failed write leaves nothing behind. */
    async write(source: Readable): Promise<StoredFile> {
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      const name = randomBytes(16).toString('hex');
      const file = pathOf(name);
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size));
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, meter, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      } catch (err) {
        await fs.promises.rm(file, { force: true });
        throw err;
      }
      return { name, size, sha256: hash.digest('hex'), head: Buffer.concat(head) };
    },

    /** A read stream of the file, or undefined when it is gone. */
    async read(name: string): Promise<fs.ReadStream | undefined> {
      try {
        const handle = await fs.promises.open(pathOf(name), 'r');
        return handle.createReadStream();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },

    remove: (name: string) => fs.promises.rm(pathOf(name), { force: true }),
  };
}
export type FileStore = ReturnType<typeof fileStore>;
