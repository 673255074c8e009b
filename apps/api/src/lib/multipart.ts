import { AD_IMAGE, FIELD_MAX } from '@station/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from './errors';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * The parser counts a field in bytes, the forms' limits count characters, and a character takes up
 * to 4 bytes (an Ethiopic letter 3). Four bytes for each character of the longest text any form
 * takes lets every text within its limit through whole, so the form's schema judges it in characters.
 */
const FIELD_BYTES = 4 * FIELD_MAX.detail;

const INCOMPLETE = 'The form ended before all of it arrived. Please send it again.';

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
      fieldSize: FIELD_BYTES,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.push({ field: part.fieldname, filename: part.filename, data });
      } else if (part.valueTruncated) {
        // Cut at the byte limit, the text would be stored shortened (and end in half a letter).
        throw invalidField(
          part.fieldname,
          `The field ${part.fieldname} is longer than any text the server takes (${FIELD_MAX.detail} characters).`,
        );
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The sender left, or its upload stalled and was cut off: its reset is no fault of the database's.
    if (request.raw.socket.destroyed) throw new AppError(400, INCOMPLETE, 'INCOMPLETE_UPLOAD');
    throw error;
  }
  return { fields, files };
}
