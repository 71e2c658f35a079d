import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a device without a network', () => {
  it('is told it is offline, not that Stamp cannot be reached', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(ApiError.unreachable()).toMatchObject({
      code: 'NETWORK',
      message: "You're offline. This needs a connection: try again once you're back online.",
    });
    vi.stubGlobal('navigator', { onLine: true });
    expect(ApiError.unreachable().message).toMatch(/cannot reach Stamp/);
  });

  it('fails an action at once, while a read still asks (the service worker may answer it)', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const fetch = vi.fn(async () => Response.json({ success: true, data: [] }));
    vi.stubGlobal('fetch', fetch);
    await expect(api('/user/contactus', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: 'NETWORK',
    });
    expect(fetch).not.toHaveBeenCalled();
    await expect(api('/user/categories')).resolves.toEqual({ success: true, data: [] });
    expect(fetch).toHaveBeenCalledOnce();
  });
});
