/**
 * Runtime configuration, read from `config.json` beside index.html, so one build can be pointed at any API host
 * without rebuilding. Loading never blocks the first render: the base query awaits it before the first request.
 */
export interface RuntimeConfig {
  /** Origin (and optional path prefix) of the API; '' means the same origin that served the app. */
  apiHost: string;
}

export const defaultConfig: RuntimeConfig = { apiHost: '' };

/** Accepts '' or an absolute http(s) URL without query or hash; anything else is rejected. */
export function parseConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json must hold a JSON object');
  const apiHost = (raw as { apiHost?: unknown }).apiHost ?? '';
  if (typeof apiHost !== 'string') throw new Error('config.json: apiHost must be a string');
  if (apiHost.trim() === '') return { apiHost: '' };
  let url: URL;
  try {
    url = new URL(apiHost.trim());
  } catch {
    throw new Error(`config.json: apiHost "${apiHost}" is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('config.json: apiHost must use http or https');
  if (url.search || url.hash) throw new Error('config.json: apiHost must not carry a query or hash');
  return { apiHost: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}

let pending: Promise<RuntimeConfig> | undefined;

async function fetchConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`config.json answered HTTP ${response.status}`);
    return parseConfig(await response.json());
  } catch (error) {
    // A broken config must not take the app down; the same origin is the safe default.
    console.error('Runtime config not usable, falling back to the same origin:', error);
    return defaultConfig;
  }
}

/** Starts loading once; every caller shares the same promise. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchConfig();
  return pending;
}

/** For tests and embedding: use this configuration instead of fetching config.json. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  pending = Promise.resolve(parseConfig(config));
}
