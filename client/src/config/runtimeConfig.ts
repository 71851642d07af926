/**
 * Runtime configuration, read from `config.json` beside index.html, so one build can be pointed at any API host
 * without rebuilding. Loading never blocks the first render: the base query awaits it before the first request.
 */
export interface RuntimeConfig {
  /** Origin (and optional path prefix) of the API; '' means the same origin that served the app. */
  apiHost: string;
  /** Support's WhatsApp number in international form without '+' (e.g. 919876500000), for `https://wa.me/<number>`. */
  whatsappNumber: string;
  /** Support's phone number as dialled (`tel:`), e.g. +911800123456. */
  supportPhone: string;
  /** Support's email address (`mailto:`). */
  supportEmail: string;
}

/** Support contacts of the demo; a deployment sets its own in config.json. */
export const defaultConfig: RuntimeConfig = {
  apiHost: '',
  whatsappNumber: '919876500000',
  supportPhone: '+911800123456',
  supportEmail: 'support@assessor-portal.example',
};

/** The support contacts of config.json: a missing one keeps its default, a malformed one is refused. */
function supportContacts(raw: Record<string, unknown>) {
  const pick = (key: 'whatsappNumber' | 'supportPhone' | 'supportEmail', rule: RegExp) => {
    const value = raw[key];
    if (value === undefined) return defaultConfig[key];
    if (typeof value !== 'string' || !rule.test(value.trim()))
      throw new Error(`config.json: ${key} "${String(value)}" is not valid`);
    return value.trim();
  };
  return {
    whatsappNumber: pick('whatsappNumber', /^[1-9][0-9]{7,14}$/),
    supportPhone: pick('supportPhone', /^\+?[0-9]{6,15}$/),
    supportEmail: pick('supportEmail', /^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  };
}

/** Accepts '' or an absolute http(s) URL without query or hash; anything else is rejected. */
export function parseConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json must hold a JSON object');
  const apiHost = (raw as { apiHost?: unknown }).apiHost ?? '';
  if (typeof apiHost !== 'string') throw new Error('config.json: apiHost must be a string');
  const contacts = supportContacts(raw as Record<string, unknown>);
  if (apiHost.trim() === '') return { apiHost: '', ...contacts };
  let url: URL;
  try {
    url = new URL(apiHost.trim());
  } catch {
    throw new Error(`config.json: apiHost "${apiHost}" is not an absolute URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('config.json: apiHost must use http or https');
  if (url.search || url.hash) throw new Error('config.json: apiHost must not carry a query or hash');
  return { apiHost: `${url.origin}${url.pathname}`.replace(/\/+$/, ''), ...contacts };
}

let pending: Promise<RuntimeConfig> | undefined;

async function readConfigJson(): Promise<unknown> {
  const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered HTTP ${response.status}`);
  return response.json();
}

/** config.json, read once per start. */
async function fetchConfig(): Promise<RuntimeConfig> {
  try {
    return parseConfig(await readConfigJson());
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
export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  pending = Promise.resolve(parseConfig(config));
}
