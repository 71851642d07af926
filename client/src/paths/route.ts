/** The params a route pattern names: `:name` is required, `:name?` optional, other segments name nothing. */
type SegmentParams<S extends string> = S extends `:${infer Name}?`
  ? { [K in Name]?: string }
  : S extends `:${infer Name}`
    ? { [K in Name]: string }
    : unknown;

export type ParamsOf<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? SegmentParams<Head> & ParamsOf<Tail>
  : SegmentParams<P>;

type Flat<T> = { [K in keyof T]: T[K] };

/** `to()` for a pattern without params, `to({ ... })` with exactly the params it names. */
export type Builder<P extends string> = keyof ParamsOf<P> extends never
  ? () => string
  : (params: Flat<ParamsOf<P>>) => string;

export interface Route<P extends string = string> {
  /** The react-router pattern, as the route table declares it. */
  readonly pattern: P;
  /** A path of this route; values are URI-encoded, an omitted optional param drops its segment. */
  readonly to: Builder<P>;
}

function build(pattern: string, params: Readonly<Record<string, string | undefined>> = {}): string {
  const segments = pattern.split('/').flatMap((segment) => {
    const param = /^:([\w-]+)(\?)?$/.exec(segment);
    if (!param) return [segment];
    const [, name = '', optional] = param;
    const value = params[name];
    if (optional && !value) return [];
    if (value === undefined) throw new Error(`${pattern} needs :${name}`);
    return [encodeURIComponent(value)];
  });
  return segments.join('/') || '/';
}

/** Declares a client route once: its pattern for the route table, a typed builder for links and navigation. */
export function route<const P extends string>(pattern: P): Route<P> {
  return { pattern, to: ((params?: Record<string, string | undefined>) => build(pattern, params)) as Builder<P> };
}
