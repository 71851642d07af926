import { describe, expect, it } from 'vitest';
import { firstScreenChunk } from './firstScreenChunk.ts';

/** A module graph as rolldown's plugin context shows it: each module with its static imports. */
function graphOf(modules: Record<string, string[]>, entry: string) {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in modules ? { isEntry: id === entry, importedIds: modules[id] } : null),
  };
}

const modules = {
  'src/main.tsx': ['src/router.tsx', 'node_modules/react/index.js'],
  'src/router.tsx': [],
  'node_modules/react/index.js': [],
  'src/LoginScreen.tsx': ['src/rules.ts'],
  'src/rules.ts': [],
  'src/AppLayout.tsx': ['src/TopBar.tsx', 'src/rules.ts', 'src/router.tsx'],
  'src/TopBar.tsx': ['node_modules/axios/index.js'],
  'node_modules/axios/index.js': [],
  'src/HomeScreen.tsx': ['src/TopBar.tsx'],
  'src/en/home.json': [],
  'src/en/legal.json': [],
  'src/OtherScreen.tsx': [],
};

function captured(keepOut: RegExp[] = []) {
  const { plugin, group } = firstScreenChunk(
    [
      { path: '/login', signedIn: false, modules: [/LoginScreen\.tsx$/] },
      { path: '/', signedIn: true, modules: [/AppLayout\.tsx$/, /HomeScreen\.tsx$/, /en\/[^/]+\.json$/] },
    ],
    keepOut,
  );
  (plugin.buildEnd as (this: unknown) => void).call(graphOf(modules, 'src/main.tsx'));
  return Object.keys(modules).filter((id) => group.test(id));
}

describe('the signed-in first screen chunk', () => {
  it('holds the signed-in first screens and what they import, not what the entry or a signed-out screen loads', () => {
    expect(captured()).toEqual([
      'src/AppLayout.tsx',
      'src/TopBar.tsx',
      'node_modules/axios/index.js',
      'src/HomeScreen.tsx',
      'src/en/home.json',
      'src/en/legal.json',
    ]);
  });

  it('leaves out what is kept out', () => {
    expect(captured([/legal\.json$/])).not.toContain('src/en/legal.json');
    expect(captured([/legal\.json$/])).toContain('src/en/home.json');
  });
});
