/** Where uploaded images live. Local disk today; an S3-compatible store implements the same three calls. */
export interface Storage {
  save(data: Buffer, extension: string): Promise<{ key: string; url: string }>;
  remove(key: string): Promise<void>;
  /** The public url of a stored key. */
  urlFor(key: string): string;
}
