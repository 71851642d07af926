import type { Static, TObject, TSchema } from 'typebox';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where a shape comes from: facts about the real API, defined by us where no fact exists, or the mock's own controls. */
export type Source = 'api-facts' | 'ours' | 'mock';

/** `photo`: images without webp, for the upload routes whose real middleware refuses webp (backend-facts-2 R3). */
export type FileKind = 'image' | 'photo' | 'video' | 'document';

/** One file field of a multipart call. */
export interface FileSlot {
  readonly field: string;
  readonly kinds: readonly FileKind[];
  /** How many files the field takes in one request. */
  readonly maxCount: number;
}

export interface MultipartSpec {
  readonly files: readonly FileSlot[];
  /** Text fields sent next to the files. */
  readonly fields: TObject;
}

/** The header that carries the session's token on every call with `auth` (api-facts: the real API's name). */
export const AUTH_HEADER = 'x-auth-token';

export interface CallSpec {
  readonly method: Method;
  /** Path under the API root, with `:name` parameters, e.g. `/api/batch-details/:id`. */
  readonly path: string;
  /** Needs the AUTH_HEADER; such calls answer 401 / 410 when the session is gone. */
  readonly auth: boolean;
  readonly summary: string;
  readonly source: Source;
  readonly params?: TObject;
  readonly query?: TObject;
  /** JSON body. */
  readonly body?: TSchema;
  /** Multipart body (files plus text fields); excludes `body`. */
  readonly multipart?: MultipartSpec;
  /** Shape of `details` in the success answer. */
  readonly details: TSchema;
  /** Shape of `error` in the error answer, for the HTTP statuses whose payload carries data (see errors.ts). */
  readonly errors?: { readonly [status: number]: TSchema };
  /**
   * The real API answers some empty lists with HTTP 200, `success: false`, `error: []` (api-facts §1).
   * When set, the client reads such an answer as this value instead of an error.
   */
  readonly emptyDetails?: unknown;
  /** Other answers of the real API that mean "nothing" for this call, read as `emptyDetails` too (see EmptyForm). */
  readonly emptyForms?: readonly EmptyForm[];
}

/**
 * "Empty" answers found in the real back end (backend-facts §2): `emptyObject` is success with `details: {}`,
 * `emptyArray` success with `details: []` where an object is declared, `idOnly` success with `details: { _id }` only,
 * and `{ status, message }` an error answer that only says nothing was found (e.g. 400 "Batch not found").
 */
export type EmptyForm = 'emptyObject' | 'emptyArray' | 'idOnly' | { readonly status: number; readonly message: string };

/** Identity with literal inference, so each declaration keeps its exact types. */
export function defineCall<const S extends CallSpec>(spec: S): S {
  return spec;
}

type StaticOf<S> = S extends TSchema ? Static<S> : never;

type ParamsPart<C> = C extends { params: TObject } ? { params: StaticOf<C['params']> } : { params?: never };
type QueryPart<C> = C extends { query: TObject } ? { query: StaticOf<C['query']> } : { query?: never };
type BodyPart<C> = C extends { multipart: MultipartSpec }
  ? { body: FormData }
  : C extends { body: TSchema }
    ? { body: StaticOf<C['body']> }
    : { body?: never };

/** What a caller passes: path parameters, query and body, each present only when the call has it. */
export type ArgsOf<C extends CallSpec> = ParamsPart<C> & QueryPart<C> & BodyPart<C>;

/** The `details` of a success answer. */
export type DetailsOf<C extends CallSpec> = Static<C['details']>;

/** The `error` payload of an error answer with HTTP status `S`: declared, or anything when `S` is not declared. */
export type ErrorOf<C extends CallSpec, S extends number> = C extends { errors: infer E }
  ? S extends keyof E
    ? StaticOf<E[S]>
    : unknown
  : unknown;

export interface HttpRequest {
  method: Method;
  url: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Turns a declaration and its arguments into the HTTP request to send. */
export function buildRequest(
  call: CallSpec,
  args: { params?: object; query?: object; body?: unknown } = {},
): HttpRequest {
  const params = (args.params ?? {}) as Record<string, unknown>;
  const url = call.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${call.method} ${call.path}`);
    }
    return encodeURIComponent(String(value));
  });
  return { method: call.method, url, query: args.query as Record<string, unknown> | undefined, body: args.body };
}
