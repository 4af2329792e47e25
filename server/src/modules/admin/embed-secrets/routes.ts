import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  EMBED_GRACE_HOURS,
  EmbedSecret,
  EmbedSecretParams,
  IdParams,
  NewEmbedSecret,
  UserRole,
} from '@kyu/core/contract';
import { scopeOf } from '../../../lib/admin-scope';
import * as secrets from './service';

const WHO =
  'A Kyu administrator for any school; a school admin for their own school only (another school answers 404).';

/** A secret must not linger in a proxy's or the browser's cache. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * A school's embed secrets, under /admin/schools/{id}/embed-secrets: the keys its own server
 * signs pupils' tokens with (README, "Signed embeds"). Admins only.
 */
export async function adminEmbedSecretsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const admin = { preHandler: app.requireRole(UserRole.admin) };
  const deps = (request: FastifyRequest) => ({ db: app.db, log: request.log });

  app.get(
    '/:id/embed-secrets',
    {
      ...admin,
      schema: {
        operationId: 'listEmbedSecrets',
        summary: "List a school's embed secrets",
        description: `Newest first, each with its key id and the secret's last four characters; never the secret itself. ${WHO}`,
        params: IdParams,
        response: { 200: Type.Array(EmbedSecret) },
      },
    },
    async (request) => secrets.listEmbedSecrets(app.db, scopeOf(request), request.params.id),
  );

  app.post(
    '/:id/embed-secrets',
    {
      ...admin,
      schema: {
        operationId: 'createEmbedSecret',
        problems: [409],
        summary: 'Create an embed secret',
        description: `Makes the school's active secret and answers it in full, this once; afterwards only its hint is shown. 409 when the school already has an active secret (rotate or revoke it). ${WHO}`,
        params: IdParams,
        response: { 201: NewEmbedSecret },
      },
    },
    async (request, reply) =>
      noStore(reply)
        .status(201)
        .send(await secrets.createEmbedSecret(deps(request), scopeOf(request), request.params.id)),
  );

  app.post(
    '/:id/embed-secrets/:secretId/rotate',
    {
      ...admin,
      schema: {
        operationId: 'rotateEmbedSecret',
        problems: [409],
        summary: 'Rotate the active embed secret',
        description: `Makes a new active secret, answered in full this once. The rotated one keeps signing pupils in for ${EMBED_GRACE_HOURS} hours while the school deploys the new one, then is refused. 409 unless the secret is the active one. ${WHO}`,
        params: EmbedSecretParams,
        response: { 201: NewEmbedSecret },
      },
    },
    async (request, reply) =>
      noStore(reply)
        .status(201)
        .send(
          await secrets.rotateEmbedSecret(
            deps(request),
            scopeOf(request),
            request.params.id,
            request.params.secretId,
          ),
        ),
  );

  app.delete(
    '/:id/embed-secrets/:secretId',
    {
      ...admin,
      schema: {
        operationId: 'revokeEmbedSecret',
        summary: 'Revoke an embed secret',
        description: `Tokens signed with it are refused from now on, grace period or not. Sessions it already opened stay open. ${WHO}`,
        params: EmbedSecretParams,
        response: { 200: EmbedSecret },
      },
    },
    async (request) =>
      secrets.revokeEmbedSecret(
        deps(request),
        scopeOf(request),
        request.params.id,
        request.params.secretId,
      ),
  );
}
