import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { ContactInboxSchema, ContactMessageInputSchema, ContactMessageSchema, MarkReadSchema, MessagesQuerySchema } from '../../../domain/contact.schema.ts';
import { rowIdParam } from '../../../domain/query-values.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { ShopMail } from '../mail/shop-mail.ts';
import { MailStatusSchema } from '../../../domain/mail.schema.ts';
import { getMessage, listMessages, markMessage, messageMails, removeMessage, sendContactMessage } from './contact.service.ts';

/** A message is at most a few kilobytes of text: anything larger is refused before it is parsed. */
const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;
const IdParams = z.object({ id: rowIdParam('Message') });

/** The Contact page's form (public). */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; mail?: ShopMail }> = async (app, { db, clock, mail }) => {
  app.post('/contact', { bodyLimit: CONTACT_BODY_LIMIT_BYTES, schema: { body: ContactMessageInputSchema } }, async (request, reply) => {
    await sendContactMessage(db, request.body, { ipAddress: request.ip, now: clock() }, mail);
    return reply.status(204).send();
  });
};

/** The admin inbox. */
export const messagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/messages', { schema: { querystring: MessagesQuerySchema, response: { 200: ContactInboxSchema } } }, async (request) =>
    listMessages(db, request.query.page),
  );
  app.get('/messages/:id', { schema: { params: IdParams, response: { 200: ContactMessageSchema } } }, async (request) => getMessage(db, request.params.id));
  app.get('/messages/:id/emails', { schema: { params: IdParams, response: { 200: z.array(MailStatusSchema) } } }, async (request) => messageMails(db, request.params.id));
  app.put('/messages/:id/read', { schema: { params: IdParams, body: MarkReadSchema, response: { 200: ContactMessageSchema } } }, async (request) =>
    markMessage(db, request.admin, request.params.id, request.body.read),
  );
  app.delete('/messages/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await removeMessage(db, request.admin, request.params.id);
    return reply.status(204).send();
  });
};
