/**
 * The store's types for the layers below app/. Type-only: erased at build, so no module of app/ is loaded by a
 * feature; the layer rule allows `import type` / `export type` from app/ in this folder only.
 */
export type { AppDispatch, AppStore, RootState } from '../app/store.ts';
