import type { Options } from 'sass';

/** How the stylesheet is compiled, by Vite and by the class-name check (src/styles/classNames.test.ts). */
export const sassOptions: Pick<Options<'sync'>, 'quietDeps' | 'silenceDeprecations'> = {
  // Bootstrap 5.3 still uses @import and global functions; its deprecation notes are not ours to fix.
  quietDeps: true,
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
};
