import { describe, expect, it } from 'vitest';
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
