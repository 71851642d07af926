import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, parseConfig } from './runtimeConfig.ts';

describe('parseConfig', () => {
  it('reads the support contacts beside apiHost and refuses malformed ones', () => {
    expect(
      parseConfig({
        apiHost: '',
        whatsappNumber: '911234567890',
        supportPhone: '+911122334455',
        supportEmail: 'help@example.org',
      }),
    ).toEqual({
      apiHost: '',
      whatsappNumber: '911234567890',
      supportPhone: '+911122334455',
      supportEmail: 'help@example.org',
    });
    expect(() => parseConfig({ whatsappNumber: '+91 12345' })).toThrow(/whatsappNumber/);
    expect(() => parseConfig({ supportEmail: 'nope' })).toThrow(/supportEmail/);
  });

  it('defaults to the same origin', () => {
    expect(parseConfig({})).toEqual({ ...defaultConfig, apiHost: '' });
    expect(parseConfig({ apiHost: '  ' })).toEqual({ ...defaultConfig, apiHost: '' });
  });

  it('accepts an http(s) host, with an optional path, without trailing slash', () => {
    expect(parseConfig({ apiHost: 'https://api.example.com/' })).toEqual({
      ...defaultConfig,
      apiHost: 'https://api.example.com',
    });
    expect(parseConfig({ apiHost: 'http://10.0.0.5:8080/v1/' })).toEqual({
      ...defaultConfig,
      apiHost: 'http://10.0.0.5:8080/v1',
    });
  });

  it('rejects anything else', () => {
    expect(() => parseConfig(null)).toThrow();
    expect(() => parseConfig({ apiHost: 42 })).toThrow();
    expect(() => parseConfig({ apiHost: 'api.example.com' })).toThrow(/absolute URL/);
    expect(() => parseConfig({ apiHost: 'ftp://example.com' })).toThrow(/http/);
    expect(() => parseConfig({ apiHost: 'https://example.com/?x=1' })).toThrow(/query/);
  });
});

describe('loadRuntimeConfig', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A fresh module (the reading is kept once per start) and a fetch answering config.json with `body`. */
  async function fresh(body: unknown, status = 200) {
    vi.resetModules();
    const fetched = vi.fn(async () => new Response(JSON.stringify(body), { status }));
    vi.stubGlobal('fetch', fetched);
    const { loadRuntimeConfig } = await import('./runtimeConfig.ts');
    return { loadRuntimeConfig, fetched };
  }

  it('reads config.json once per start, however many callers ask', async () => {
    const { loadRuntimeConfig, fetched } = await fresh({ apiHost: 'https://api.example.com/' });
    const [first, second] = await Promise.all([loadRuntimeConfig(), loadRuntimeConfig()]);
    expect(first.apiHost).toBe('https://api.example.com');
    expect(second).toBe(first);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('falls back to the same origin when config.json is missing or invalid', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = await fresh({}, 404);
    expect(await missing.loadRuntimeConfig()).toEqual(defaultConfig);
    const invalid = await fresh({ apiHost: 'ftp://example.com' });
    expect(await invalid.loadRuntimeConfig()).toEqual(defaultConfig);
  });
});
