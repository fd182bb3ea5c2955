import type { FastifyRequest } from 'fastify';
import type { CallDefinition } from '../../../src/contract/call-definition';
import type { UploadErrorBody } from '../../../src/contract/error-bodies.schema';
import { uploadMessages } from '../../../src/domain/payouts/payout-upload';
import { ApiFailure } from './api-failure';

/** The one file of a multipart call (spec 3 §7 File upload), read whole: its size is limited by the call. */
export interface UploadedFile {
  /** The name the person's computer gave it (shown only, never used as a path). */
  originalName: string;
  bytes: Buffer;
}

/**
 * spec 3 §7 File upload answers error_code and err_desc; ours carry them beside the usual `errors`
 * (with the field named), so the portal reads either.
 */
export function uploadFailure(status: number, errorCode: string, message: string, field: string): ApiFailure {
  const body: UploadErrorBody = { errors: [{ code: errorCode.replace(/[.-]/g, '_'), message, field }], error_code: errorCode, err_desc: message };
  return new ApiFailure(status, body);
}

const noFile = (field: string) => uploadFailure(400, 'file.missing', uploadMessages.noFile, field);

/**
 * Reads the call's file field from a multipart request, before the handler's change transaction
 * opens (a slow upload holds no database connection). More than `maxBytes` answers 413.
 */
export async function readUploadedFile(request: FastifyRequest, upload: NonNullable<CallDefinition['upload']>): Promise<UploadedFile | ApiFailure> {
  if (!request.isMultipart()) return noFile(upload.field);
  try {
    const part = await request.file({ limits: { fileSize: upload.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 } });
    if (part === undefined || part.fieldname !== upload.field) return noFile(upload.field);
    const bytes = await part.toBuffer();
    return { originalName: part.filename ?? '', bytes };
  } catch (problem) {
    const code = (problem as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      return uploadFailure(413, 'file.too-large', `The file is larger than ${Math.round(upload.maxBytes / 1024 / 1024)} MB`, upload.field);
    }
    if (typeof code === 'string' && code.startsWith('FST_')) return uploadFailure(400, 'file.unreadable', 'The upload could not be read', upload.field);
    throw problem;
  }
}
