import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, parseConfig } from './runtimeConfig.ts';

describe('parseConfig', () => {
  it('reads the support contacts beside apiHost and refuses malformed ones', () => {
    expect(parseConfig({ apiHost: '', whatsappNumber: '911234567890', supportPhone: '+911122334455', supportEmail: 'help@example.org' }))
      .toEqual({ apiHost: '', whatsappNumber: '911234567890', supportPhone: '+911122334455', supportEmail: 'help@example.org' });
    expect(() => parseConfig({ whatsappNumber: '+91 12345' })).toThrow(/whatsappNumber/);
    expect(() => parseConfig({ supportEmail: 'nope' })).toThrow(/supportEmail/);
  });

  it('defaults to the same origin', () => {
    expect(parseConfig({})).toEqual({ ...defaultConfig, apiHost: '' });
    expect(parseConfig({ apiHost: '  ' })).toEqual({ ...defaultConfig, apiHost: '' });
  });

  it('accepts an http(s) host, with an optional path, without trailing slash', () => {
    expect(parseConfig({ apiHost: 'https://api.example.com/' })).toEqual({ ...defaultConfig, apiHost: 'https://api.example.com' });
    expect(parseConfig({ apiHost: 'http://10.0.0.5:8080/v1/' })).toEqual({ ...defaultConfig, apiHost: 'http://10.0.0.5:8080/v1' });
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
  const page = window as unknown as Record<string, unknown>;
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete page.earlyConfig;
    localStorage.clear();
  });

  /** A fresh module (the reading is kept once per start) and a fetch answering config.json with `body`. */
  async function fresh(body: unknown) {
    vi.resetModules();
    const fetched = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
    vi.stubGlobal('fetch', fetched);
    const { loadRuntimeConfig } = await import('./runtimeConfig.ts');
    return { loadRuntimeConfig, fetched };
  }

  it('takes the page script’s reading of config.json instead of asking again, and keeps its API host', async () => {
    page.earlyConfig = Promise.resolve({ apiHost: 'https://api.example.com/' });
    const { loadRuntimeConfig, fetched } = await fresh({ apiHost: 'https://other.example.com' });
    expect((await loadRuntimeConfig()).apiHost).toBe('https://api.example.com');
    expect(fetched).not.toHaveBeenCalled();
    expect(localStorage.getItem('apiHost')).toBe('https://api.example.com');
    expect(page.earlyConfig).toBeUndefined();
  });

  it('asks for config.json itself when the page script did not read it, or failed to', async () => {
    const first = await fresh({ apiHost: 'https://api.example.com' });
    expect((await first.loadRuntimeConfig()).apiHost).toBe('https://api.example.com');
    expect(first.fetched).toHaveBeenCalledTimes(1);

    page.earlyConfig = Promise.reject(new Error('offline'));
    const second = await fresh({ apiHost: 'https://api.example.com' });
    expect((await second.loadRuntimeConfig()).apiHost).toBe('https://api.example.com');
    expect(second.fetched).toHaveBeenCalledTimes(1);
  });
});
