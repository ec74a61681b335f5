import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { checkFileName, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from './image-store';

/** The one uploaded file of a multipart request, read whole (at most 5 MB), with its name checked. */
export async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', IMAGE_MESSAGES.missing);
  const file = await request.file({
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0 },
    throwFileSizeLimit: true,
  });
  if (!file) throw new AppError('VALIDATION_FAILED', IMAGE_MESSAGES.missing, { image: IMAGE_MESSAGES.missing });
  return imageFileBytes(file, 'image');
}

/**
 * An uploaded image file's bytes, its name checked and its size held to the upload limit: a file over it
 * is refused with the form's `field` named. The request's parts must be read with fileSize MAX_IMAGE_BYTES.
 */
export async function imageFileBytes(
  file: { filename: string; toBuffer: () => Promise<Buffer> },
  field: string,
): Promise<Buffer> {
  checkFileName(file.filename);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('IMAGE_TOO_LARGE', IMAGE_MESSAGES.tooLarge, { [field]: IMAGE_MESSAGES.tooLarge });
    throw error;
  }
}
