import { AD_IMAGE } from '@station/domain';
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** Reads a whole multipart form into memory within explicit limits (the framework's 1 MiB default is too small). */
export async function readMultipart(request: FastifyRequest, maxFiles: number): Promise<MultipartBody> {
  const fields: Record<string, string> = Object.create(null);
  const files: UploadedFile[] = [];
  const parts = request.parts({
    limits: {
      fileSize: AD_IMAGE.maxBytes,
      files: maxFiles,
      fields: 10,
      parts: maxFiles + 10,
      fieldSize: 200_000,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      files.push({ field: part.fieldname, filename: part.filename, data });
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
