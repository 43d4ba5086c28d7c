import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ErrorAnswerSchema,
  GoldRateSchema,
  MenuItemSchema,
  StockItemSchema,
  StockListSchema,
  StockPageSchema,
  TypeGroupSchema,
  XsrfAnswerSchema,
} from '../../core/api-schemas';
import { getJson, registeredRoutes, useTestApp } from './helpers';

const t = useTestApp({ seed: true });

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const documentOf = async () => {
  const { status, body } = await getJson<OpenAPIV3.Document>(t, '/api/docs');
  expect(status).toBe(200);
  return body;
};

const operationsOf = (doc: OpenAPIV3.Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((m) => (item?.[m] ? [{ key: `${m.toUpperCase()} ${path}`, path, op: item[m] }] : [])),
  );

const jsonSchemaOf = (response: OpenAPIV3.ResponseObject | OpenAPIV3.ReferenceObject | undefined) =>
  response && 'content' in response ? response.content?.['application/json']?.schema : undefined;

/** The property names a zod object schema declares, as the document should list them. */
const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape).sort();
const propertiesOf = (schema: unknown) =>
  Object.keys((schema as OpenAPIV3.SchemaObject | undefined)?.properties ?? {}).sort();

describe('the OpenAPI document at /api/docs', () => {
  it('lists every call the app answers under /api, /Image and /Certificate, and nothing else (the document itself aside)', async () => {
    const routes = registeredRoutes(t.app).filter(
      (r) =>
        !r.startsWith('HEAD ') &&
        /^\w+ \/((api|Image|Certificate)\/|healthz$|readyz$)/.test(r) &&
        r !== 'GET /api/docs',
    );
    // The tree is read right: a nested node and a parameter come out whole.
    expect(routes).toContain('GET /api/dashboard/EcomStockItemByType');
    expect(routes).toContain('GET /Image/{name}');
    expect(routes).toContain('POST /api/sale/e-Sales');
    const documented = operationsOf(await documentOf()).map((o) => o.key);
    expect(documented.sort()).toEqual(routes.sort());
  });

  it('names every call once, tags it with a declared tag, and gives it a success and its refusals', async () => {
    const doc = await documentOf();
    const tags = new Set((doc.tags ?? []).map((tag) => tag.name));
    const ids = new Set<string>();
    for (const { key, op } of operationsOf(doc)) {
      expect(op.operationId, key).toMatch(/^[a-zA-Z]+$/);
      expect(ids.has(op.operationId ?? ''), `${key}: operationId ${op.operationId} used twice`).toBe(false);
      ids.add(op.operationId ?? '');
      expect(op.tags?.length, key).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(tags.has(tag), `${key}: tag ${tag}`).toBe(true);
      const statuses = Object.keys(op.responses);
      expect(
        statuses.some((s) => s.startsWith('2')),
        key,
      ).toBe(true);
      const refusals = statuses.filter((s) => /^[45]/.test(s));
      expect(refusals, key).toContain('500');
      for (const s of refusals) expect(propertiesOf(jsonSchemaOf(op.responses[s])), `${key} ${s}`).toContain('message');
    }
  });

  it('puts the anti-forgery token on every call that changes something, with its 403, and the session on the back office', async () => {
    const doc = await documentOf();
    const open = new Set(['POST /api/admin/session', 'POST /api/admin/setup', 'POST /api/admin/join']);
    // Authorised by an order's status token in its address, reading no cookie (docs/decisions/069).
    const byStatusToken = new Set(['POST /api/sale/slip']);
    for (const { key, op } of operationsOf(doc)) {
      if (byStatusToken.has(key)) {
        expect(op.security, key).toEqual([{ statusToken: [] }]);
        expect(Object.keys(op.responses), key).not.toContain('403');
        continue;
      }
      const changes = !key.startsWith('GET ');
      const member = key.includes(' /api/admin/') && !open.has(key);
      const needs = { ...(member ? { staffSession: [] } : {}), ...(changes ? { xsrfHeader: [], xsrfCookie: [] } : {}) };
      expect(op.security, key).toEqual(changes || member ? [needs] : []);
      // Reading the back office may be refused too (an owner's page, for staff); reading the shop never is.
      if (changes || !member) expect(Object.keys(op.responses).includes('403'), key).toBe(changes);
      if (member) expect(Object.keys(op.responses), key).toContain('401');
    }
    expect(doc.components?.securitySchemes).toMatchObject({
      xsrfHeader: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      xsrfCookie: { type: 'apiKey', in: 'cookie', name: 'XSRF-TOKEN' },
      statusToken: { type: 'apiKey', in: 'query', name: 'token' },
    });
  });

  it('shows the order as JSON and as multipart with its slip, the order answer and its refusals', async () => {
    const op = (await documentOf()).paths['/api/sale/e-Sales']?.post;
    const body = op?.requestBody as OpenAPIV3.RequestBodyObject | undefined;
    expect(Object.keys(body?.content ?? {}).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(propertiesOf(body?.content['application/json']?.schema)).toEqual(
      ['Delivery', 'Language', 'NetPrice', 'Payment', 'Stock', 'UserData', 'termsAccepted'].sort(),
    );
    expect(body?.content['multipart/form-data']?.schema).toMatchObject({
      properties: { order: { type: 'string' }, depositSlip: { type: 'string', format: 'binary' } },
      required: ['order'],
    });
    expect(propertiesOf(jsonSchemaOf(op?.responses['200']))).toEqual(['message', 'orderNo', 'statusUrl', 'total']);
    expect(Object.keys(op?.responses ?? {})).toEqual(
      expect.arrayContaining(['400', '403', '409', '413', '415', '429', '500', '503']),
    );
  });

  it("describes each catalogue answer with core's schema", async () => {
    const doc = await documentOf();
    const answer = (path: string) => jsonSchemaOf(doc.paths[path]?.get?.responses['200']) as OpenAPIV3.SchemaObject;
    expect(propertiesOf(answer('/api/dashboard/EcomStockItem'))).toEqual(keysOf(StockItemSchema));
    expect(propertiesOf(answer('/api/dashboard/EcomStock'))).toEqual(keysOf(StockPageSchema));
    expect(propertiesOf(answer('/api/dashboard/goldrate'))).toEqual(keysOf(GoldRateSchema));
    const items = answer('/api/dashboard/EcomSearchStock') as OpenAPIV3.ArraySchemaObject;
    expect(propertiesOf(items.items)).toEqual(keysOf(StockItemSchema));
  });
});

describe("the API's answers parse with core's schemas (what the page and the document rely on)", () => {
  const cases: [string, z.ZodType][] = [
    ['/api/dashboard/EcomStock?ItemName=Rings&ItemType=Gold', StockPageSchema],
    ['/api/dashboard/itemsecom', StockListSchema],
    ['/api/dashboard/EcomStockItem?tagNo=T-DIA-1', StockItemSchema],
    ['/api/dashboard/RelatedEcomItems?ItemName=Mens%20Rings', StockListSchema],
    ['/api/dashboard/GetMenuEcom', MenuItemSchema.array()],
    ['/api/dashboard/EcomStockItemByType', TypeGroupSchema.array()],
    ['/api/dashboard/EcomSearchStock?tagno=ring', StockListSchema],
    ['/api/dashboard/goldrate', GoldRateSchema],
    ['/api/xsrf', XsrfAnswerSchema],
    ['/api/dashboard/EcomStockItem?tagNo=NOPE', ErrorAnswerSchema],
    ['/api/dashboard/EcomStock?pageNumber=-1', ErrorAnswerSchema],
  ];
  it.each(cases)('%s', async (url, schema) => {
    const { body } = await getJson<unknown>(t, url);
    const parsed = schema.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Nothing the schema does not know about is sent either.
    expect(parsed.data).toEqual(body);
  });
});
