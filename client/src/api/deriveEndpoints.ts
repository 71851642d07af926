import type { EndpointBuilder, MutationDefinition, QueryDefinition, TagDescription } from '@reduxjs/toolkit/query';
import { buildRequest, type ArgsOf, type CallSpec, type DetailsOf } from '@assessor/contract';
import type { BaseQuery, TagType } from './baseApi.ts';
import type { ApiError, ApiExtraOptions, ApiRequest, UploadProgressHandler } from './types.ts';

type TakesArgs<C> = C extends { params: object } | { query: object } | { body: unknown } | { multipart: object }
  ? true
  : false;
type UploadPart<C> = C extends { multipart: object } ? { onUploadProgress?: UploadProgressHandler } : unknown;

/** The hook argument of a call: its params / query / body, or nothing at all. */
export type ArgFor<C extends CallSpec> = TakesArgs<C> extends true ? ArgsOf<C> & UploadPart<C> : void;

type Definition<C extends CallSpec> = C['method'] extends 'GET'
  ? QueryDefinition<ArgFor<C>, BaseQuery, TagType, DetailsOf<C>, 'api'>
  : MutationDefinition<ArgFor<C>, BaseQuery, TagType, DetailsOf<C>, 'api'>;

export type DerivedEndpoints<Calls extends Record<string, CallSpec>> = { [K in keyof Calls]: Definition<Calls[K]> };

export type Tags = readonly TagDescription<TagType>[];
type TagsFn<C extends CallSpec> = (
  result: DetailsOf<C> | undefined,
  error: ApiError | undefined,
  arg: ArgFor<C>,
) => Tags;

/** Cache tags per endpoint: queries provide, mutations invalidate (tags per item plus LIST). */
export type EndpointTagOptions<Calls extends Record<string, CallSpec>> = {
  [K in keyof Calls]?: Calls[K]['method'] extends 'GET'
    ? { providesTags: Tags | TagsFn<Calls[K]> }
    : { invalidatesTags: Tags | TagsFn<Calls[K]> };
};

type LooseArgs =
  { params?: object; query?: object; body?: unknown; onUploadProgress?: UploadProgressHandler } | undefined;
type LooseTags = { providesTags?: unknown; invalidatesTags?: unknown };

/**
 * Turns contract entries into RTK Query endpoints: GET → query, anything else → mutation. The request comes from the
 * contract's `buildRequest`; the call itself rides along in `extraOptions`
 * (emptyDetails; its auth flag comes back in the answer's `meta`).
 */
export function deriveEndpoints<Calls extends Record<string, CallSpec>>(
  build: EndpointBuilder<BaseQuery, TagType, 'api'>,
  calls: Calls,
  tagOptions: EndpointTagOptions<Calls> = {},
): DerivedEndpoints<Calls> {
  const endpoints: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(calls)) {
    const query = (args: LooseArgs): ApiRequest => ({
      ...buildRequest(call, args ?? {}),
      onUploadProgress: args?.onUploadProgress,
    });
    const extraOptions: ApiExtraOptions = { call };
    const tags = ((tagOptions as Record<string, LooseTags | undefined>)[name] ?? {}) as object;
    endpoints[name] =
      call.method === 'GET'
        ? build.query<unknown, LooseArgs>({ query, extraOptions, ...tags })
        : build.mutation<unknown, LooseArgs>({ query, extraOptions, ...tags });
  }
  return endpoints as DerivedEndpoints<Calls>;
}
