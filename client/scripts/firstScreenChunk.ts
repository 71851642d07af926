import type { Plugin } from 'vite';
import type { PreloadRule } from './routePreload.ts';

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
}

/** The modules `starts` import statically, themselves included. */
function staticClosure(graph: ModuleGraph, starts: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * One chunk for the signed-in first screen. Split as the bundler splits by default, the layout, home and the English
 * catalogues they load are some 45 small chunks: each costs a request, its import and export lists and, on a slow
 * phone, a few milliseconds of main thread to preload. Here the modules of `signedIn` rules' first screens (and what
 * they import) become one `signed-in` chunk, except those the entry or a signed-out first screen imports: those stay
 * where they are, so the login screen loads nothing more than before. So do the modules `keepOut` matches: what a
 * signed-out screen that is not a first screen loads on its own (the route's catalogue), which would otherwise bring
 * the whole chunk.
 *
 * Returns the plugin that reads the module graph at the end of the build, and the chunk group (for
 * `codeSplitting.groups`) that captures the modules it found; rolldown asks the group after the build.
 */
export function firstScreenChunk(rules: PreloadRule[], keepOut: RegExp[] = []) {
  let captured = new Set<string>();
  const plugin: Plugin = {
    name: 'assessor-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const ids = [...graph.getModuleIds()];
      const matching = (signedIn: boolean) =>
        ids.filter((id) =>
          rules.some((rule) => rule.signedIn === signedIn && rule.modules.some((pattern) => pattern.test(id))),
        );
      const entries = ids.filter((id) => graph.getModuleInfo(id)?.isEntry);
      const elsewhere = staticClosure(graph, [...entries, ...matching(false)]);
      captured = new Set(
        [...staticClosure(graph, matching(true))].filter(
          (id) => !elsewhere.has(id) && !keepOut.some((pattern) => pattern.test(id)),
        ),
      );
    },
  };
  const group = { name: 'signed-in', test: (id: string) => captured.has(id), includeDependenciesRecursively: false };
  return { plugin, group };
}
