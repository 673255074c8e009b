/**
 * A response body read chunk by chunk, stopped (and its connection aborted) as soon as it passes
 * `maxBytes`, so a server that lies about or omits its length cannot make us hold more than that.
 */
export async function readLimited(
  response: Response,
  maxBytes: number,
  abort: AbortController,
): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of response.body) {
    length += chunk.byteLength;
    if (length > maxBytes) {
      abort.abort();
      throw new Error(`the photo is larger than ${maxBytes / 1024 / 1024} MB`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
