import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newInquiryCountDto,
  inquiryDetailDto,
  inquiryListDto,
  inquiryListQuery,
  inquiryNoteInput,
  inquiryReplyInput,
  inquiryUpdateInput,
} from '../../../shared/inquiries';
import { AppError, idOrNil, isUuid } from '../../errors';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import type { InquiriesService } from './inquiries-service';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 422: errorReply };
const idParams = z.object({ id: z.string().max(64) });

/** /api/admin/queries: the staff inbox. The /api/admin guard already refused everyone but staff. */
export const inquiriesAdminRoutes: FastifyPluginAsyncZod<{ inquiries: InquiriesService }> = async (
  app,
  { inquiries },
) => {
  const tags = ['admin'];

  app.get(
    '/admin/queries',
    { schema: { tags, querystring: inquiryListQuery, response: { 200: inquiryListDto, ...errors } } },
    async (request) => {
      const staff = await requireStaff(request);
      const { assignee, ...rest } = request.query;
      let assigneeId: string | undefined;
      if (assignee === 'me') assigneeId = staff.id;
      else if (assignee === 'none' || assignee === undefined || assignee === '') assigneeId = assignee || undefined;
      else if (isUuid(assignee)) assigneeId = assignee;
      else throw new AppError('VALIDATION_FAILED', 'Choose a staff member', { assignee: 'Choose a staff member' });
      return inquiries.list({ ...rest, assigneeId });
    },
  );

  app.get('/admin/queries/count', { schema: { tags, response: { 200: newInquiryCountDto, ...errors } } }, async () => ({
    new: await inquiries.newCount(),
  }));

  app.get(
    '/admin/queries/:id',
    { schema: { tags, params: idParams, response: { 200: inquiryDetailDto, ...errors } } },
    async (request) => inquiries.detail(idOrNil(request.params.id)),
  );

  app.patch(
    '/admin/queries/:id',
    { schema: { tags, params: idParams, body: inquiryUpdateInput, response: { 200: inquiryDetailDto, ...errors } } },
    async (request) => {
      const staff = await requireStaff(request);
      return inquiries.update(idOrNil(request.params.id), request.body, staff);
    },
  );

  app.post(
    '/admin/queries/:id/notes',
    { schema: { tags, params: idParams, body: inquiryNoteInput, response: { 200: inquiryDetailDto, ...errors } } },
    async (request) => {
      const staff = await requireStaff(request);
      return inquiries.addNote(idOrNil(request.params.id), request.body.note, staff);
    },
  );

  app.post(
    '/admin/queries/:id/replies',
    { schema: { tags, params: idParams, body: inquiryReplyInput, response: { 200: inquiryDetailDto, ...errors } } },
    async (request) => {
      const staff = await requireStaff(request);
      return inquiries.reply(idOrNil(request.params.id), request.body.message, staff);
    },
  );
};
