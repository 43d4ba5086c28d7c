import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, searchStock } from './api';

/** fetch answering every call with this status and body (JSON unless a string). */
const answering = (status: number, body: unknown) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );

const ITEM = {
  TagNo: 'T-1',
  ItemId: 1,
  ItemName: 'Rings',
  ItemPriceD: null,
  ItemType: 'Gold',
  Description: '',
  GrossWeight: 5,
  NetWeight: 5,
  TotalWeight: 5.5,
  WastePerGm: 0.1,
  Karat: 22,
  ItemPrice: 29_333,
  TotalMaking: 8000,
  SilverSalePrice: 0,
  DesignName: '',
  Status: 'available',
  Pieces: 1,
  Price: 170_000,
  Images: [{ ImageName: 'T-1-1.webp' }],
  StoneDetails: [],
  SubItem: [],
};

beforeEach(() => {
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=token-of-the-test' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('searchStock', () => {
  it('answers the items the API sent', async () => {
    vi.stubGlobal('fetch', answering(200, [ITEM]));
    expect(await searchStock('ring')).toEqual([ITEM]);
  });

  it('refuses an answer that is not a list of items, instead of handing it to the page', async () => {
    vi.stubGlobal('fetch', answering(200, [{ ...ITEM, Price: 'a lot' }]));
    await expect(searchStock('ring')).rejects.toThrow(/Search failed/);
    vi.stubGlobal('fetch', answering(200, { items: [ITEM] }));
    await expect(searchStock('ring')).rejects.toThrow(/Search failed/);
  });

  it('says which status came back', async () => {
    vi.stubGlobal('fetch', answering(503, { message: 'later' }));
    await expect(searchStock('ring')).rejects.toThrow('Search failed (503)');
  });
});

describe('callApi', () => {
  it('sends the anti-forgery header and keeps the whole answer for the caller', async () => {
    const fetch = answering(200, { message: 'Success', orderNo: 'ZW-1', total: 1000, statusUrl: '/orderstatus?t=x' });
    vi.stubGlobal('fetch', fetch);
    const answer = await callApi('/api/sale/e-Sales', { Stock: [] });
    const sent = { message: 'Success', orderNo: 'ZW-1', total: 1000, statusUrl: '/orderstatus?t=x' };
    expect(answer).toEqual({ ok: true, status: 200, body: sent, json: sent });
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ Stock: [] }));
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({
      'X-XSRF-TOKEN': 'token-of-the-test',
      'Content-Type': 'application/json',
    });
  });

  it('keeps a refusal with the fields at fault', async () => {
    const refusal = {
      message: 'Email is required',
      errors: [{ field: 'UserData.Email', message: 'Email is required' }],
    };
    vi.stubGlobal('fetch', answering(400, refusal));
    expect(await callApi('/api/mail/inquiryMail', {})).toEqual({
      ok: false,
      status: 400,
      body: refusal,
      json: refusal,
    });
  });

  it('turns an answer of another shape, or not JSON, into a message naming the status', async () => {
    const fallback = (status: number) => ({ message: `The shop answered ${status}. Please try again.` });
    for (const body of [{ message: 42 }, { message: 'x', errors: 'Email' }, [1, 2], 'Bad gateway']) {
      vi.stubGlobal('fetch', answering(502, body));
      const answer = await callApi('/api/mail/inquiryMail', {});
      expect(answer.body).toEqual(fallback(502));
      expect(answer.json).toEqual(typeof body === 'string' ? null : body);
    }
  });

  it('sends a multipart form as it is, the browser naming its type', async () => {
    const fetch = answering(200, { message: 'OK' });
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.append('fullName', 'Ayesha');
    await callApi('/api/mail/submitform', form);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'application/json', 'X-XSRF-TOKEN': 'token-of-the-test' });
  });

  it('reads with a GET that carries neither the anti-forgery header nor a body, and keeps an answer without a message', async () => {
    const state = { id: 7, state: 'checking' };
    const fetch = answering(200, state);
    vi.stubGlobal('fetch', fetch);
    const signal = new AbortController().signal;
    const answer = await callApi('/api/admin/stock-imports/7', undefined, {}, 'GET', signal);
    const init = fetch.mock.calls[0]?.[1];
    expect(init).toEqual({ method: 'GET', headers: { Accept: 'application/json' }, body: undefined, signal });
    expect(answer).toEqual({
      ok: true,
      status: 200,
      body: { message: 'The shop answered 200. Please try again.' },
      json: state,
    });
  });

  it('asks for the anti-forgery cookie first when the browser has none', async () => {
    vi.stubGlobal('document', { cookie: '' });
    const fetch = answering(200, { message: 'OK' });
    vi.stubGlobal('fetch', fetch);
    await callApi('/api/mail/inquiryMail', {}, {}, 'DELETE');
    expect(fetch.mock.calls.map((c) => [c[0], c[1]?.method])).toEqual([
      ['/api/xsrf', undefined],
      ['/api/mail/inquiryMail', 'DELETE'],
    ]);
  });
});
