import type { Readable } from 'node:stream';

/** The bytes of one stored upload, ready to stream to a reader. */
export interface StoredObject {
  body: Readable;
  size: number | undefined;
}

/**
 * Where uploaded images live: DATA_DIR on this machine (`STORAGE=local`) or a bucket every instance
 * shares (`STORAGE=s3`). The database keeps keys only; `urlFor` makes the public address when answering.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  save(data: Buffer, extension: string): Promise<{ key: string; url: string }>;
  /** Removing a key that is not there, or is not an upload key, does nothing. */
  remove(key: string): Promise<void>;
  /** The stored bytes of a key, or undefined when the store holds no such upload. */
  read(key: string): Promise<StoredObject | undefined>;
  /** The public url of a stored key, under UPLOADS_PUBLIC_URL. */
  urlFor(key: string): string;
}
