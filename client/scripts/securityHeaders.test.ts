import { describe, expect, it } from 'vitest';
import { headersFile } from './securityHeaders.ts';

describe('the _headers file for static hosts', () => {
  it('applies the security headers to every path, the CSP allowing the inline scripts by hash', () => {
    const lines = headersFile(['abc=', 'xyz=']).split('\n');
    expect(lines[0]).toBe('/*');
    const headers = Object.fromEntries(
      lines.slice(1, -1).map((line) => {
        const [name, ...value] = line.trim().split(': ');
        return [name, value.join(': ')];
      }),
    );
    expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-abc=' 'sha256-xyz=';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'permissions-policy': 'camera=(self), geolocation=(self)',
    });
    expect(lines.at(-1)).toBe('');
  });
});
