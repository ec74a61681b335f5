import { ApiError } from '../../../lib/api-client';

/** The server's limit, checked here too so a too-big file is refused before it is sent. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Sends one image as multipart/form-data (the JSON client cannot); errors come back as ApiError with
 * the server's message, as from every other call.
 */
export async function uploadImage<T>(path: string, file: File): Promise<T> {
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, 'IMAGE_TOO_LARGE', 'The image is larger than 5 MB');
  const form = new FormData();
  form.append('image', file, file.name);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network error. Please check your connection.');
  }
  const data = (await response.json().catch(() => null)) as
    (T & { error?: { code: string; message: string; fields?: Record<string, string> } }) | null;
  if (!response.ok)
    throw new ApiError(
      response.status,
      data?.error?.code ?? 'HTTP_ERROR',
      data?.error?.message ?? `Upload failed (${response.status})`,
      data?.error?.fields,
    );
  return data as T;
}
