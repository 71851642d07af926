// Malformed requests, built as raw bytes so that nothing on the way (fetch, undici) can tidy them up.
import { Buffer } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import { AUTH_HEADER, TRAINER_PASSCODE_HEADER, contract, trainerCalls } from '@assessor/contract';

/** The passcode the fuzzed mock is started with (MOCK_TRAINER_PASSCODE). */
export const FUZZ_PASSCODE = 'fuzz-trainer-passcode';

/**
 * The mock's trainer calls. Left out: the ones that would end the session, replace or reset the state, arm faults for
 * the fuzzing assessor, make accounts by the dozen, hold a stream open (the activity feed), or answer a file that is
 * not the JSON envelope the fuzzer checks for (the board's CSV).
 */
const disruptive = new Set([
  'reset',
  'endSessions',
  'armScenario',
  'createTrainees',
  'resetTrainee',
  'resetClass',
  'importState',
  'activity',
  'classProgressCsv',
]);
const trainerRoutes = Object.entries(trainerCalls)
  .filter(([name]) => !disruptive.has(name))
  .map(([name, call]) => ({ name, trainer: true, ...call }));

/** Every trainer call, the disruptive ones too: they are sent only without the right passcode (spellings below). */
const everyTrainerCall = Object.entries(trainerCalls)
  .filter(([name]) => name !== 'health')
  .map(([name, call]) => ({ name, ...call }));

/** Wrong passcodes: the mock counts them per address, so fuzz.mjs sends these from another loopback address. */
export const WRONG_PASSCODES = ['', 'x', 'a'.repeat(300), 'fuzz-trainer-passcodf', 'FUZZ-TRAINER-PASSCODE'];

/**
 * Other spellings of a `/__mock/…` path: percent-encoded letters (either case), upper case, repeated slashes, dot
 * segments (plain and encoded), a trailing slash. None may reach a trainer call without the passcode.
 */
export function respell(path, r) {
  const rest = path.slice('/__mock'.length);
  // Half the time a spelling the router decodes to the route itself (the ones that got past the old check).
  if (r.next() < 0.5)
    return r.pick([`/%5F%5Fmock${rest}`, `/%5f_mock${rest}`, `/__m%6Fck${rest}`, `/%5F%5F%6D%6F%63%6B${rest}`]);
  return r.pick([
    `/%5F%5Fmock${rest}`,
    `/%5f_mock${rest}`,
    `/__m%6Fck${rest}`,
    `/%5F%5F%6D%6F%63%6B${rest}`,
    `/__MOCK${rest}`,
    `/__Mock${rest}`,
    `//__mock${rest}`,
    `/__mock/${rest}`,
    `/api/../__mock${rest}`,
    `/api/%2e%2e/__mock${rest}`,
    `/__mock/.${rest}`,
    `/__mock/%2E${rest}`,
    `/x/y/../../__mock${rest}`,
    `${path}/`,
    `/__mock%2F${rest.slice(1)}`,
  ]);
}

/** Content-Encoding values the mock does not decode (identity alone is the one it takes). */
const codings = ['gzip', 'br', 'deflate', 'zstd', 'x-gzip', 'GZIP', 'gzip, br', 'identity, gzip', 'compress', 'bogus'];

/** Every served route: the contract's entries plus the trainer routes. */
export function routesOf(unserved) {
  const skip = new Set(unserved);
  const api = Object.entries(contract)
    .filter(([name]) => !skip.has(name))
    .map(([name, call]) => ({ name, ...call }));
  return [...api, ...trainerRoutes];
}

/** A small seeded generator (mulberry32), so that a run can be repeated. */
export function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (list) => list[Math.floor(next() * list.length)], int: (n) => Math.floor(next() * n) };
}

const ids = [
  'x',
  '0',
  '%00',
  '..',
  '%2e%2e',
  'a'.repeat(65),
  'a'.repeat(150),
  'a'.repeat(2000),
  '%E0%A4%A',
  '%',
  '%zz',
  '\u00e9',
  'null',
  '[]',
];
const queryValues = [
  '1e309',
  '-1',
  '0',
  '0x10',
  '1.5',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '',
  '%',
  '%E0%A4%A',
  'a'.repeat(200),
  '1&page=2',
  '[object Object]',
];
const jsonValues = [
  'true',
  'false',
  'null',
  '1e309',
  '-1e309',
  '0',
  '1.5',
  '"x"',
  '""',
  '[]',
  '{}',
  '[1,2]',
  `"${'a'.repeat(5000)}"`,
  '{"__proto__":{"x":1}}',
];

/** Fills `:params` of a path. */
const fill = (path, r) => path.replaceAll(/:[A-Za-z_]+/g, () => r.pick(ids));

function propertiesOf(route) {
  const schema = route.body ?? route.multipart?.fields;
  return schema && typeof schema === 'object' && schema.properties ? Object.keys(schema.properties) : ['x'];
}

/** A JSON text with the declared properties, each given a value of a random (usually wrong) type. */
function badJson(route, r) {
  const members = propertiesOf(route)
    .filter(() => r.next() < 0.8)
    .map((name) => `"${name}":${r.pick(jsonValues)}`);
  return r.pick([`{${members.join(',')}}`, `{${members.join(',')}`, '', 'not json', '[]', '"text"', '{"a":1}{']);
}

/** A multipart body broken in one of the ways phones and proxies break them. */
function badMultipart(route, r) {
  const boundary = 'FuzzB0undary';
  const field = route.multipart?.files?.[0]?.field ?? 'file';
  const file = (name, nl = '\r\n') =>
    [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${field}"; filename="${name}"`,
      'Content-Type: image/jpeg',
      '',
      '\xff\xd8\xff\xe0JFIF',
    ].join(nl);
  const text = (nl = '\r\n') =>
    [`--${boundary}`, 'Content-Disposition: form-data; name="QAverificationTimeStampId"', '', 'abc'].join(nl);
  const whole = `${text()}\r\n${file('a.jpg')}\r\n--${boundary}--\r\n`;
  const type = `multipart/form-data; boundary=${boundary}`;
  return r.pick([
    { type: 'multipart/form-data', body: whole },
    { type: 'multipart/form-data; boundary=Other', body: whole },
    { type, body: whole.replace(`--${boundary}--\r\n`, '') },
    { type, body: whole.slice(0, 20 + r.int(whole.length - 20)) },
    { type, body: `${text('\n')}\n${file('a.jpg', '\n')}\n--${boundary}--\n` },
    { type, body: `${Array.from({ length: 11 }, (_, i) => file(`p${i}.jpg`)).join('\r\n')}\r\n--${boundary}--\r\n` },
    {
      type,
      body: `${file(r.pick(['..', '.', 'dir/', '', '../../etc/passwd', 'a\u0000.jpg']))}\r\n--${boundary}--\r\n`,
    },
    {
      type,
      body: `${Array.from({ length: 60 }, (_, i) => [`--${boundary}`, `Content-Disposition: form-data; name="f${i}"`, '', 'v'].join('\r\n')).join('\r\n')}\r\n--${boundary}--\r\n`,
    },
    { type: 'application/json', body: '{}' },
    { type: 'text/plain', body: 'hello' },
  ]);
}

/** One raw HTTP/1.1 request; `Connection: close` so each answer ends with its connection. */
export function raw(method, path, headers, body = '') {
  const bytes = Buffer.from(body, 'latin1');
  const lines = [
    `${method} ${path} HTTP/1.1`,
    'Host: localhost',
    'Connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  if (body !== '' || method === 'POST' || method === 'PUT') lines.push(`Content-Length: ${bytes.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bytes]);
}

/** Makers of one malformed request for a route: [kind, () => bytes]. */
export function mutations(route, token, r) {
  // Logout would end the one session and leave the rest of the run answering 410: it gets only bad tokens.
  const valid = route.name !== 'logout';
  const assessorAuth = () =>
    valid && r.next() < 0.7
      ? { [AUTH_HEADER]: token }
      : r.next() < 0.5
        ? { [AUTH_HEADER]: r.pick(['', 'x', 'a'.repeat(64)]) }
        : {};
  // Trainer calls mostly carry the passcode, so the fuzz reaches their handlers, not only the passcode check.
  const passcode = () =>
    r.next() < 0.8
      ? { [TRAINER_PASSCODE_HEADER]: FUZZ_PASSCODE }
      : r.next() < 0.5
        ? { [TRAINER_PASSCODE_HEADER]: r.pick(WRONG_PASSCODES) }
        : {};
  const noPasscode = () => (r.next() < 0.5 ? { [TRAINER_PASSCODE_HEADER]: r.pick(WRONG_PASSCODES) } : {});
  const auth = () => (route.trainer ? passcode() : assessorAuth());
  const url = () => fill(route.path, r);
  const json = { 'Content-Type': 'application/json' };
  const trainerSpellings = route.trainer
    ? [
        // This call, with or without the passcode; any trainer call (reset and import too) without it.
        ['trainer prefix spelling', () => raw(route.method, respell(url(), r), passcode())],
        [
          'trainer prefix spelling, no passcode',
          () => {
            const call = r.pick(everyTrainerCall);
            return raw(
              call.method,
              respell(fill(call.path, r), r),
              { ...noPasscode(), ...(call.method === 'GET' ? {} : json) },
              call.method === 'GET' ? '' : '{}',
            );
          },
        ],
      ]
    : [];
  const coded = () => {
    const type = route.multipart ? badMultipart(route, r) : { type: 'application/json', body: badJson(route, r) };
    const body = r.next() < 0.5 ? type.body : gzipSync(Buffer.from(type.body, 'latin1')).toString('latin1');
    return raw(
      route.method,
      url(),
      { ...auth(), 'Content-Type': type.type, 'Content-Encoding': r.pick(codings) },
      body,
    );
  };
  return [
    ...trainerSpellings,
    ['coded body', coded],
    ['bad percent-encoding', () => raw(route.method, `${url()}${r.pick(['/%E0%A4%A', '%', '%zz'])}`, auth())],
    [
      'long path id',
      () =>
        raw(
          route.method,
          route.path.includes(':')
            ? route.path.replace(/:[A-Za-z_]+/, 'a'.repeat(r.pick([101, 1001, 5000])))
            : `${route.path}/${'a'.repeat(150)}`,
          auth(),
        ),
    ],
    ['100 KB query', () => raw(route.method, `${url()}?search=${'x'.repeat(100_000)}`, auth())],
    [
      'odd query values',
      () =>
        raw(
          route.method,
          `${url()}?${r.pick(['page', 'limit', 'search', 'status', 'batchType', 'section', 'mobile', 'assesor_id'])}=${r.pick(queryValues)}&${r.pick(['page', 'limit'])}=${r.pick(queryValues)}`,
          auth(),
        ),
    ],
    ['wrong JSON types', () => raw(route.method, url(), { ...auth(), ...json }, badJson(route, r))],
    [
      'wrong content type',
      () =>
        raw(
          route.method,
          url(),
          {
            ...auth(),
            'Content-Type': r.pick([
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/xml',
              'multipart/form-data',
            ]),
          },
          'a=1&b=%',
        ),
    ],
    [
      'malformed multipart',
      () => {
        const { type, body } = badMultipart(route, r);
        return raw(route.method, url(), { ...auth(), 'Content-Type': type }, body);
      },
    ],
    ['wrong method', () => raw(r.pick(['PATCH', 'OPTIONS', 'DELETE', 'PUT', 'HEAD']), url(), auth())],
    [
      'broken HTTP',
      () =>
        r.pick([
          Buffer.from(`${route.method} ${url()} HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n`),
          Buffer.from(`${route.method} ${url()} HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`),
          Buffer.from(`GARBAGE\r\n\r\n`),
          Buffer.from(
            `${route.method} ${url()} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n`,
          ),
        ]),
    ],
  ];
}
