/**
 * Build-time stand-in for `typebox` (see vite.config.ts). The client uses the contract's schemas only as
 * TypeScript types; at run time it needs each call's method, path, auth flag and emptyDetails. Replacing the
 * schema builders with no-ops keeps the schema library out of the bundle.
 */
const noSchema = (): Record<string, never> => ({});

export const Type = new Proxy({} as Record<string, () => Record<string, never>>, { get: () => noSchema });
export default Type;
