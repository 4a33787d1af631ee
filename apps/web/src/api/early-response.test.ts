import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyResponse } from './early-response';
import { AAPL_DETAIL_ASKED, CLIENT_HEADERS } from '../test/market-fixtures';

const URL_ASKED = AAPL_DETAIL_ASKED;
const HEADERS = CLIENT_HEADERS;

function earlyRequest(headers: Record<string, string> = HEADERS) {
  const response = new Response('{"code":200}');
  window.__bourseEarly = { url: URL_ASKED, headers, response: Promise.resolve(response) };
  return response;
}

afterEach(() => {
  delete window.__bourseEarly;
});

describe("the page's early request, taken by the client", () => {
  it('answers the first identical call with its response, and only that one', async () => {
    const response = earlyRequest();
    await expect(takeEarlyResponse(URL_ASKED, { method: 'GET', headers: { ...HEADERS } })).resolves.toBe(response);
    expect(takeEarlyResponse(URL_ASKED, { method: 'GET', headers: { ...HEADERS } })).toBeUndefined();
  });

  it('is not taken by a call asking anything else: another URL, method, token or language', () => {
    earlyRequest();
    expect(takeEarlyResponse(`${URL_ASKED}&x=1`, { method: 'GET', headers: HEADERS })).toBeUndefined();
    expect(takeEarlyResponse(URL_ASKED, { method: 'POST', headers: HEADERS, body: '{}' })).toBeUndefined();
    expect(
      takeEarlyResponse(URL_ASKED, { method: 'GET', headers: { ...HEADERS, Authorization: 't' } }),
    ).toBeUndefined();
    expect(takeEarlyResponse(URL_ASKED, { method: 'GET', headers: { ...HEADERS, languages: 'id' } })).toBeUndefined();
    expect(window.__bourseEarly).toBeDefined();
  });

  it('fails a call cancelled while the early request is out, as the call itself would', async () => {
    window.__bourseEarly = { url: URL_ASKED, headers: HEADERS, response: new Promise<Response>(() => undefined) };
    const controller = new AbortController();
    const taken = takeEarlyResponse(URL_ASKED, { method: 'GET', headers: HEADERS, signal: controller.signal });
    controller.abort('caller');
    await expect(taken).rejects.toThrow();
  });
});
