import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { StickerBook, StickersSeen, UserRole } from '@kyu/core/contract';
import { principalOf } from '../sessions/plugin';
import * as stickers from './service';

const tags = ['play'];

/** The sticker book (issue 12); students only. */
export async function stickersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const student = { preHandler: app.requireRole(UserRole.student) };

  app.get(
    '/students/sticker-book',
    {
      ...student,
      schema: {
        tags,
        operationId: 'getStickerBook',
        summary: 'Every sticker, with when you earned it and whether it is new to you',
        response: { 200: StickerBook },
      },
    },
    async (request) => stickers.stickerBook(app.db, principalOf(request).userId),
  );

  app.patch(
    '/students/sticker-book/seen',
    {
      ...student,
      schema: {
        tags,
        operationId: 'markStickersSeen',
        summary: 'Mark stickers as shown; answers the book',
        description:
          'Codes you have not earned (or that the catalogue does not have) are ignored, so a ' +
          'modal that raced an award does no harm; a code of the wrong shape is a 400.',
        body: StickersSeen,
        response: { 200: StickerBook },
      },
    },
    async (request) =>
      stickers.markStickersSeen(app.db, principalOf(request).userId, request.body.codes),
  );
}
