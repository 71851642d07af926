import { describe, expect, it } from 'vitest';
import { parseConfig } from './runtimeConfig.ts';

describe('parseConfig', () => {
  it('defaults to the same origin', () => {
    expect(parseConfig({})).toEqual({ apiHost: '' });
    expect(parseConfig({ apiHost: '  ' })).toEqual({ apiHost: '' });
  });

  it('accepts an http(s) host, with an optional path, without trailing slash', () => {
    expect(parseConfig({ apiHost: 'https://api.example.com/' })).toEqual({ apiHost: 'https://api.example.com' });
    expect(parseConfig({ apiHost: 'http://10.0.0.5:8080/v1/' })).toEqual({ apiHost: 'http://10.0.0.5:8080/v1' });
  });

  it('rejects anything else', () => {
    expect(() => parseConfig(null)).toThrow();
    expect(() => parseConfig({ apiHost: 42 })).toThrow();
    expect(() => parseConfig({ apiHost: 'api.example.com' })).toThrow(/absolute URL/);
    expect(() => parseConfig({ apiHost: 'ftp://example.com' })).toThrow(/http/);
    expect(() => parseConfig({ apiHost: 'https://example.com/?x=1' })).toThrow(/query/);
  });
});
