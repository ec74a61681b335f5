import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newQueryCountDto,
  queryDetailDto,
  queryListDto,
  queryListQuery,
  queryNoteInput,
  queryReplyInput,
  queryUpdateInput,
} from '../../../shared/queries';
import { AppError, idOrNil, isUuid } from '../../errors';
import { errorReply } from '../../http-schemas';
import { requireStaff } from '../../plugins/auth-session';
import type { QueriesService } from './queries-service';

const errors = {
  400: errorReply,
  401: errorReply,
  403: errorReply,
  404: errorReply,
  422: errorReply,
};
const idParams = z.object({ id: z.string().max(64) });

/** /api/admin/queries: the staff inbox. The /api/admin guard already refused everyone but staff. */
export const queriesAdminRoutes: FastifyPluginAsyncZod<{
  queries: QueriesService;
}> = async (app, { queries }) => {
  const tags = ['admin'];

  app.get(
    '/admin/queries',
    {
      schema: {
        tags,
        querystring: queryListQuery,
        response: { 200: queryListDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { assignee, ...rest } = request.query;
      let assigneeId: string | undefined;
      if (assignee === 'me') assigneeId = staff.id;
      else if (assignee === 'none' || assignee === undefined || assignee === '') assigneeId = assignee || undefined;
      else if (isUuid(assignee)) assigneeId = assignee;
      else
        throw new AppError('VALIDATION_FAILED', 'Choose a staff member', {
          assignee: 'Choose a staff member',
        });
      return queries.list({ ...rest, assigneeId });
    },
  );

  app.get('/admin/queries/count', { schema: { tags, response: { 200: newQueryCountDto, ...errors } } }, async () => ({
    new: await queries.newCount(),
  }));

  app.get(
    '/admin/queries/:id',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: queryDetailDto, ...errors },
      },
    },
    async (request) => queries.detail(idOrNil(request.params.id)),
  );

  app.patch(
    '/admin/queries/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: queryUpdateInput,
        response: { 200: queryDetailDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return queries.update(idOrNil(request.params.id), request.body, staff);
    },
  );

  app.post(
    '/admin/queries/:id/notes',
    {
      schema: {
        tags,
        params: idParams,
        body: queryNoteInput,
        response: { 200: queryDetailDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return queries.addNote(idOrNil(request.params.id), request.body.note, staff);
    },
  );

  app.post(
    '/admin/queries/:id/replies',
    {
      schema: {
        tags,
        params: idParams,
        body: queryReplyInput,
        response: { 200: queryDetailDto, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return queries.reply(idOrNil(request.params.id), request.body.message, staff);
    },
  );
};
