import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/** Writes `<file>.gz` and `<file>.br`. */
export async function compressBeside(file: string): Promise<void> {
  const content = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
}

/**
 * Writes `.gz` and `.br` beside each emitted asset so the server can send pre-compressed files.
 * Only files of the bundle: public files such as config.json are left alone, since operators edit them after the
 * build and a stale compressed copy would win over the edit.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'assessor-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(names.map((name) => compressBeside(join(outDir, name))));
    },
  };
}
