import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, ApiError, apiRequest, errorFromResponse } from './api-client';

function stubFetch(impl: (input: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const fetchMock = stubFetch(async () => json(200, { ok: 1 }));
    await expect(apiRequest('/api/things', { method: 'POST', body: { name: 'A' } })).resolves.toEqual({ ok: 1 });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"name":"A"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('sends a FormData as multipart, leaving the content type (and its boundary) to fetch', async () => {
    const fetchMock = stubFetch(async () => json(201, { url: '/uploads/a.jpg' }));
    const form = new FormData();
    form.append('purpose', 'waitlist');
    await expect(apiRequest('/api/uploads/player-photos', { method: 'POST', body: form })).resolves.toEqual({ url: '/uploads/a.jpg' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
  });

  it('returns null bodies and empty answers as they are', async () => {
    stubFetch(async () => json(200, null));
    await expect(apiRequest('/api/auth/get-session')).resolves.toBeNull();
    stubFetch(async () => new Response(null, { status: 204 }));
    await expect(apiRequest('/api/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws ApiError with status, code, message and field issues from the error shape', async () => {
    stubFetch(async () =>
      json(422, { error: { code: 'VALIDATION', message: 'Check the form.', issues: [{ path: 'email', message: 'Please enter a valid email address.' }] } }),
    );
    const error = await apiRequest('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION',
      message: 'Check the form.',
      issues: [{ path: 'email', message: 'Please enter a valid email address.' }],
    });
  });

  it('gives a generic error for a non-JSON failure', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 502, code: 'INTERNAL', issues: [] });
  });

  it('turns a failed connection into a NETWORK error', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('gives up after 30 seconds with a TIMEOUT error', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_path, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = apiRequest('/api/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0, code: 'TIMEOUT' });
    expect(API_TIMEOUT_MS).toBe(30_000);
  });

  it('passes a caller cancellation through instead of reporting it', async () => {
    stubFetch(
      (_path, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = apiRequest('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

describe('errorFromResponse', () => {
  it('reads Better Auth errors reshaped by the server', () => {
    expect(errorFromResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password' } })).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Invalid email or password',
    });
  });

  it('labels unknown 4xx bodies UNKNOWN', () => {
    expect(errorFromResponse(418, 'teapot')).toMatchObject({ status: 418, code: 'UNKNOWN' });
  });
});
