import { queryOptions } from '@tanstack/react-query';
import type { OrderProblemsDto, ProblemReportDto, ProblemReportInput } from '../../../../shared/order-reports';
import { ApiError, apiGet } from '../../../lib/api-client';

/** The order's problem reports: whether the shopper may still report, each line, and the outcomes. */
export const orderProblemsQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'problems', orderId],
    queryFn: ({ signal }) =>
      apiGet<OrderProblemsDto>(`/api/orders/${encodeURIComponent(orderId)}/problems`, undefined, { signal }),
  });

/** The server's limit (the admin uploads' 5 MB), checked here too so a too-big photo is refused before it is sent. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const PHOTO_TOO_LARGE = 'The image is larger than 5 MB';

export const reportPhotoUrl = (orderId: string, reportId: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/problems/${encodeURIComponent(reportId)}/photo`;

/**
 * Sends the report as multipart/form-data (the JSON client cannot carry the photo); errors come back
 * as ApiError with the server's message and field messages, as from every other call.
 */
export async function sendProblemReport(
  orderId: string,
  values: ProblemReportInput,
  photo: File | null,
): Promise<ProblemReportDto> {
  if (photo && photo.size > MAX_PHOTO_BYTES)
    throw new ApiError(413, 'IMAGE_TOO_LARGE', PHOTO_TOO_LARGE, { photo: PHOTO_TOO_LARGE });
  const form = new FormData();
  form.append('lineId', values.lineId);
  form.append('problem', values.problem);
  form.append('note', values.note);
  if (photo) form.append('photo', photo, photo.name);
  let response: Response;
  try {
    response = await fetch(`/api/orders/${encodeURIComponent(orderId)}/problems`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Network error. Please check your connection.');
  }
  const data = (await response.json().catch(() => null)) as
    (ProblemReportDto & { error?: { code: string; message: string; fields?: Record<string, string> } }) | null;
  if (!response.ok)
    throw new ApiError(
      response.status,
      data?.error?.code ?? 'HTTP_ERROR',
      data?.error?.message ?? `Request failed (${response.status})`,
      data?.error?.fields,
    );
  return data!;
}
