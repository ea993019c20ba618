import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CustomModel } from '../../src/contract/custom-models.ts';
import { OFFLINE_MODEL_ID } from '../../src/contract/models.ts';

type Auth = { authorization: string };

/** Creates a custom model on the offline model; `overrides` replace fields of the body. */
export async function createModel(
  app: FastifyInstance,
  auth: Auth,
  overrides: Record<string, unknown> = {},
): Promise<CustomModel> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/models',
    headers: auth,
    payload: { name: 'M', baseModel: OFFLINE_MODEL_ID, systemInstructions: 'I.', ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CustomModel;
}

/** Shares the model; resolves with its share token. */
export async function shareModel(app: FastifyInstance, auth: Auth, id: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/models/${id}/share`,
    headers: auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { shareToken: string }).shareToken;
}

/** Imports a shared model by its token; resolves with the importer's read-only copy. */
export async function importSharedModel(
  app: FastifyInstance,
  auth: Auth,
  shareToken: string,
): Promise<CustomModel> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/models/import',
    headers: auth,
    payload: { shareToken },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { model: CustomModel }).model;
}
