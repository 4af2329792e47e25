import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { StickerCode } from '@kyu/core/contract';
import { notFound } from '../../lib/problem';
import { collectibleSvg, stickerSvg } from './art';

const tags = ['play'];
const Svg = Type.String({ description: 'An SVG image (image/svg+xml)' });

function sendSvg(reply: FastifyReply, image: string | null, what: string) {
  if (!image) throw notFound(`No ${what}.`);
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('cross-origin-resource-policy', 'cross-origin')
    .send(image);
}

/** The sticker and collectible images, drawn by Kyu (art.ts); public, like any image. */
export async function artRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/art/stickers/:code.svg',
    {
      schema: {
        tags,
        operationId: 'getStickerImage',
        summary: "A sticker's image",
        params: Type.Object({ code: StickerCode }),
        produces: ['image/svg+xml'],
        response: { 200: Svg },
      },
    },
    async (request, reply) => sendSvg(reply, stickerSvg(request.params.code), 'such sticker'),
  );
  app.get(
    '/art/collectibles/:theme-:n.svg',
    {
      schema: {
        tags,
        operationId: 'getCollectibleImage',
        summary: "A collectible's image",
        params: Type.Object({
          theme: Type.String({ pattern: '^[a-z]{1,20}$', maxLength: 20 }),
          n: Type.Integer({ minimum: 1, maximum: 6 }),
        }),
        produces: ['image/svg+xml'],
        response: { 200: Svg },
      },
    },
    async (request, reply) =>
      sendSvg(reply, collectibleSvg(request.params.theme, request.params.n), 'such collectible'),
  );
}
