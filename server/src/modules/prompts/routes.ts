import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AdminPrompt,
  AdminPromptInput,
  AdminPromptUpdate,
  IdParams,
  PromptTestReply,
  PromptTestRun,
  PromptVersion,
  UserRole,
} from '@kyu/core/contract';
import type { ListSpec } from '../../lib/list-query';
import { scopeOf } from '../../lib/admin-scope';
import type { PromptFilter, PromptSort } from './queries';
import { VersionParams } from './schemas';
import * as prompts from './service';
import { testRun } from './test-run';
import { listPromptVersions, restorePromptVersion } from './versions';
import { adminListRoute } from '../../lib/list-route';

const LIST: ListSpec<PromptSort, PromptFilter> = {
  sortable: ['id', 'prompt_type', 'school_id', 'updated_at'],
  defaultSort: ['prompt_type', 'ASC'],
  filters: { q: 'text', prompt_type: 'text', school_id: 'ids' },
};

/** The console's prompts resource: Kyu's defaults and each school's own (the coach prompt first). */
export async function adminPromptsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const admin = { preHandler: app.requireRole(UserRole.admin) };
  const one = { 200: AdminPrompt };

  adminListRoute(app, {
    name: 'prompts',
    operationId: 'listPrompts',
    item: AdminPrompt,
    spec: LIST,
    summary: 'List prompts (Content-Range)',
    list: (scope, list) => prompts.listPrompts(app.db, scope, list),
  });

  app.get(
    '/:id',
    {
      ...admin,
      schema: { operationId: 'getPrompt', summary: 'One prompt', params: IdParams, response: one },
    },
    async (request) => prompts.getPrompt(app.db, scopeOf(request), request.params.id),
  );

  app.post(
    '',
    {
      ...admin,
      schema: {
        operationId: 'createPrompt',
        problems: [409],
        summary: "Add a school's own prompt",
        body: AdminPromptInput,
        response: one,
      },
    },
    async (request) => prompts.createPrompt(app.db, scopeOf(request), request.body),
  );

  app.put(
    '/:id',
    {
      ...admin,
      schema: {
        operationId: 'updatePrompt',
        summary: "Change a prompt's text",
        params: IdParams,
        body: AdminPromptUpdate,
        response: one,
      },
    },
    async (request) =>
      prompts.updatePrompt(app.db, scopeOf(request), request.params.id, request.body.content),
  );

  app.delete(
    '/:id',
    {
      ...admin,
      schema: {
        operationId: 'deletePrompt',
        summary: "Remove a school's own prompt (the school goes back to Kyu's default)",
        params: IdParams,
        response: one,
      },
    },
    async (request) => prompts.deletePrompt(app.db, scopeOf(request), request.params.id),
  );

  app.post(
    '/test-run',
    {
      ...admin,
      schema: {
        operationId: 'testRunPrompt',
        problems: [502, 504],
        summary: 'Run a draft prompt on a sample input with the configured model, saving nothing',
        body: PromptTestRun,
        response: { 200: PromptTestReply },
      },
    },
    async (request) => testRun(app.chatModel, request.body),
  );

  app.get(
    '/:id/versions',
    {
      ...admin,
      schema: {
        operationId: 'listPromptVersions',
        summary: "A prompt's earlier texts, the latest replaced first",
        params: IdParams,
        response: { 200: Type.Array(PromptVersion) },
      },
    },
    async (request) => listPromptVersions(app.db, scopeOf(request), request.params.id),
  );

  app.post(
    '/:id/versions/:versionId/restore',
    {
      ...admin,
      schema: {
        operationId: 'restorePromptVersion',
        summary: 'Put an earlier text back (a save: the text it replaces becomes a version)',
        params: VersionParams,
        response: one,
      },
    },
    async (request) =>
      restorePromptVersion(app.db, scopeOf(request), request.params.id, request.params.versionId),
  );
}
