import { type CallName, callSummaries, contract } from '@reelcart/contract/docs';
import { type CallDefinition, pathParams } from '@reelcart/contract/store';
import * as z from 'zod/mini';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function queryParameters(schema: z.ZodMiniType): JsonSchema[] {
  const json = schemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
  }));
}

/** An OpenAPI 3.1 document generated from the contract's call definitions. */
export function buildOpenApi(serverUrl = '/'): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, definition] of Object.entries(contract)) {
    const call = definition as CallDefinition;
    const parameters = [
      ...pathParams(call.path).map((p) => ({
        name: p,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...(call.query ? queryParameters(call.query) : []),
    ];
    const operation: JsonSchema = {
      operationId: name,
      summary: callSummaries[name as CallName],
      ...(parameters.length ? { parameters } : {}),
      ...(call.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemaOf(call.body, 'input') } },
            },
          }
        : {}),
      ...(call.auth === 'none'
        ? { security: [] }
        : call.auth === 'optional'
          ? { security: [{}, { bearer: [] }] }
          : {}),
      responses: {
        '200': {
          description: 'OK',
          content: { 'application/json': { schema: schemaOf(call.response, 'input') } },
        },
        '400': { $ref: '#/components/responses/Error' },
        ...(call.auth === 'required' ? { '401': { $ref: '#/components/responses/Error' } } : {}),
      },
    };
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Reelcart API',
      version: '0.1.0',
      description: 'Reference server of the Reelcart SDK contract.',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: {
        Error: {
          description:
            'An error: message, code, the offending field and, for carts, a validation result',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  message: { type: 'string' },
                  code: { type: 'string' },
                  field: { type: 'string' },
                },
              },
            },
          },
        },
      },
    },
  };
}
