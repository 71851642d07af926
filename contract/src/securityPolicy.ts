/**
 * The security headers of the app's pages and the trainer console (OWASP ASVS V14.4), written once: the mock
 * sends them (mock-server/src/plugins/securityHeaders.ts) and the client build writes them to `dist/_headers` for a
 * static host (client/scripts/securityHeaders.ts). Scripts come only from the page's own origin, plus the pages'
 * inline boot scripts by their hashes; no page may be framed; camera and geolocation are for the app itself only.
 */

/** The inline scripts of an HTML page (`<script>` without `src`): their text, which the policy allows by hash. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1]!)
    .filter((text) => text.trim() !== '');
}

/**
 * The Content-Security-Policy of a page whose inline scripts hash to `scriptHashes` (base64 SHA-256). Styles may be
 * inline (React style attributes, the pre-rendered pages' one `<style>`); camera captures show as blob: images and
 * videos; calls go to the page's own origin or, when `config.json` names another API host, to an https one.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const scripts = ["'self'", ...[...new Set(scriptHashes)].sort().map((hash) => `'sha256-${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header of a page, its CSP allowing the inline scripts that hash to `scriptHashes`. */
export function securityHeaders(scriptHashes: readonly string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(scriptHashes),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'permissions-policy': 'camera=(self), geolocation=(self)',
  };
}
