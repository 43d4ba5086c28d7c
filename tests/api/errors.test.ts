import { describe, expect, it, vi } from 'vitest';
import type { StockPage } from '../../core/api-schemas';
import { createTestApp, getJson, useTestApp } from './helpers';

interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

const t = useTestApp({ seed: true });

describe('bad query values answer 400 JSON naming the field, never 500', () => {
  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['/api/dashboard/EcomStock?pageNumber=-1', 'pageNumber', 'pageNumber must be at least 1'],
    ['/api/dashboard/EcomStock?pageNumber=0', 'pageNumber', 'pageNumber must be at least 1'],
    ['/api/dashboard/EcomStock?pageNumber=abc', 'pageNumber', 'pageNumber must be a number'],
    ['/api/dashboard/EcomStock?pageNumber=99999999999', 'pageNumber', 'pageNumber must be at most 100000'],
    ['/api/dashboard/EcomStock?pageNumber=2.5', 'pageNumber', 'pageNumber must be a whole number'],
    ['/api/dashboard/EcomStock?pageSize=0', 'pageSize', 'pageSize must be at least 1'],
    ['/api/dashboard/EcomStock?pageSize=lots', 'pageSize', 'pageSize must be a number'],
    [`/api/dashboard/EcomStock?ItemName=${long(500)}`, 'ItemName', 'ItemName must be at most 80 characters'],
    [`/api/dashboard/EcomStock?ItemType=${long(41)}`, 'ItemType', 'ItemType must be at most 40 characters'],
    [`/api/dashboard/EcomStockItem?tagNo=${long(41)}`, 'tagNo', 'tagNo must be at most 40 characters'],
    ['/api/dashboard/EcomStockItem?tagNo=', 'tagNo', 'tagNo is required'],
    [`/api/dashboard/RelatedEcomItems?ItemName=${long(81)}`, 'ItemName', 'ItemName must be at most 80 characters'],
    [`/api/dashboard/EcomSearchStock?tagno=${long(101)}`, 'tagno', 'tagno must be at most 100 characters'],
    ['/api/dashboard/itemsecom?limit=0', 'limit', 'limit must be at least 1'],
    ['/api/dashboard/itemsecom?limit=many', 'limit', 'limit must be a number'],
  ])('%s → 400 on %s', async (url, field, message) => {
    const { status, body, res } = await getJson<ErrorBody>(t, url);
    expect(status).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(body.message).toBe(`Invalid querystring: ${message}`);
    expect(body.message).toContain(field);
    expect(body.errors).toEqual([{ field, message }]);
  });

  it('an unknown sort is refused naming sort', async () => {
    const { status, body } = await getJson<ErrorBody>(t, '/api/dashboard/EcomStock?sort=cheapest');
    expect(status).toBe(400);
    expect(body.message).toContain('sort');
    expect(body.errors?.map((e) => e.field)).toEqual(['sort']);
  });

  it('several bad fields are all named', async () => {
    const { status, body } = await getJson<ErrorBody>(t, '/api/dashboard/EcomStock?pageNumber=-1&pageSize=abc');
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.field).sort()).toEqual(['pageNumber', 'pageSize']);
    expect(body.message).toContain('pageNumber');
    expect(body.message).toContain('pageSize');
  });

  it('a repeated parameter is refused, not a crash', async () => {
    const { status, body } = await getJson<ErrorBody>(t, '/api/dashboard/EcomStock?pageNumber=1&pageNumber=2');
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.field)).toEqual(['pageNumber']);
  });

  it('pageSize 1000 is clamped to 100, not refused', async () => {
    const { status, body } = await getJson<StockPage>(t, '/api/dashboard/EcomStock?pageSize=1000');
    expect(status).toBe(200);
    expect(body.pageSize).toBe(100);
  });

  it.each([
    ['/api/dashboard/EcomStock?ItemName=Rings%00', 'ItemName'],
    ['/api/dashboard/EcomStockItem?tagNo=T-RING-1%00', 'tagNo'],
    ['/api/dashboard/RelatedEcomItems?ItemName=%00', 'ItemName'],
    ['/api/dashboard/EcomSearchStock?tagno=ring%00', 'tagno'],
  ])('a NUL character is refused with 400, not a database error: %s', async (url, field) => {
    const { status, body } = await getJson<ErrorBody>(t, url);
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.field)).toEqual([field]);
  });

  it('odd but harmless text answers 200', async () => {
    for (const url of [
      '/api/dashboard/EcomStock?ItemName=%F0%9F%92%8D',
      "/api/dashboard/EcomStock?ItemName=Rings'%20OR%201=1--",
      "/api/dashboard/EcomSearchStock?tagno='%3B%20DROP%20TABLE%20stock_item%3B--",
      '/api/dashboard/EcomStockItem?tagNo=%25',
    ]) {
      const res = await t.app.inject({ url });
      expect([200, 404]).toContain(res.statusCode);
    }
    const after = await getJson<StockPage>(t, '/api/dashboard/EcomStock');
    expect(after.body.totalCount).toBe(6);
  });
});

describe('not found', () => {
  it('an unknown /api/ path answers 404 JSON', async () => {
    const { status, body, res } = await getJson<ErrorBody>(t, '/api/dashboard/NoSuchCall?x=1');
    expect(status).toBe(404);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(body).toEqual({ message: 'Not found: GET /api/dashboard/NoSuchCall' });
  });

  it('a method a known call does not take answers 405 JSON with Allow', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/dashboard/EcomStock', payload: { a: 1 } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json<ErrorBody>().message).toBe('POST is not allowed on /api/dashboard/EcomStock: use GET or HEAD');
  });

  it("a path with broken percent-encoding answers 400 JSON in the shop's one error shape", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/EcomStockItem/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(res.json<ErrorBody>())).toEqual(['message']);
    expect(res.json<ErrorBody>().message).toBe('This address has a broken %-escape and cannot be read.');
  });

  it('goldrate answers 404 JSON before any rate is set', async () => {
    const empty = await createTestApp();
    try {
      const { status, body } = await getJson<ErrorBody>(empty, '/api/dashboard/goldrate');
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'No gold rate has been set yet' });
      const page = await getJson<StockPage>(empty, '/api/dashboard/EcomStock');
      expect(page.body).toStrictEqual({ items: [], totalCount: 0, pageNumber: 1, pageSize: 20 });
    } finally {
      await empty.close();
    }
  });
});

describe('server errors', () => {
  it('a failure inside answers 500 with a plain message and no details', async () => {
    const spy = vi
      .spyOn(t.services, 'stockPage')
      .mockRejectedValueOnce(new Error('relation "secret_table" does not exist'));
    try {
      const { status, body } = await getJson<ErrorBody>(t, '/api/dashboard/EcomStock?ItemName=Chain');
      expect(spy).toHaveBeenCalledOnce();
      expect(status).toBe(500);
      expect(body).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        reference: expect.any(String),
      });
      expect(JSON.stringify(body)).not.toContain('secret');
    } finally {
      spy.mockRestore();
    }
    // The failure is not cached: the same call works next time.
    const again = await getJson<StockPage>(t, '/api/dashboard/EcomStock?ItemName=Chain');
    expect(again.status).toBe(200);
    expect(again.body.totalCount).toBe(0);
  });
});

describe('GET /api/docs', () => {
  it('answers an OpenAPI 3 document listing the catalogue calls', async () => {
    const { status, body } = await getJson<{
      openapi: string;
      info: { title: string };
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    }>(t, '/api/docs');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(body.info.title).toBe('Zewar shop API');
    for (const p of [
      '/api/dashboard/EcomStock',
      '/api/dashboard/itemsecom',
      '/api/dashboard/EcomStockItem',
      '/api/dashboard/RelatedEcomItems',
      '/api/dashboard/GetMenuEcom',
      '/api/dashboard/EcomStockItemByType',
      '/api/dashboard/EcomSearchStock',
      '/api/dashboard/EcomFacets',
      '/api/dashboard/goldrate',
    ]) {
      expect(body.paths[p]?.get, p).toBeDefined();
    }
    const params = body.paths['/api/dashboard/EcomStock']?.get?.parameters ?? [];
    expect(
      params
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort(),
    ).toEqual([
      'ItemName',
      'ItemType',
      'delivery',
      'for',
      'karat',
      'metal',
      'pageNumber',
      'pageSize',
      'price',
      'sort',
      'weight',
    ]);
    const search = body.paths['/api/dashboard/EcomSearchStock']?.get?.parameters ?? [];
    expect(search.map((p) => p.name).sort()).toEqual(['delivery', 'for', 'karat', 'metal', 'price', 'tagno', 'weight']);
    expect(body.paths['/api/docs']).toBeUndefined();
  });
});
