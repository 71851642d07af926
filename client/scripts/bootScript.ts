import { build, type Rolldown } from 'vite';
import { BOOT_GLOBAL } from '../src/lib/pageMarks.ts';

/**
 * Compiles the page's boot script (src/boot/bootScript.ts) on its own, minified, as a classic script that defines
 * `window[BOOT_GLOBAL]`: the pages inline it (scripts/prerender.ts), since a file of its own would cost a request
 * before the first paint.
 */
export async function compileBootScript(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: 'src/boot/bootScript.ts', formats: ['iife'], name: BOOT_GLOBAL, fileName: 'boot' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output ?? []).find((item) => item.type === 'chunk');
  if (!chunk) throw new Error('boot script: the build wrote no chunk');
  const code = chunk.code.trim();
  // Inlined in a <script>: its text must not end the element.
  if (/<\/script/i.test(code)) throw new Error('boot script: the compiled code holds "</script"');
  return code;
}
