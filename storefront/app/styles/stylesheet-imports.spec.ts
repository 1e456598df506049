import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const APP = resolve(__dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every stylesheet the app imports, by path, with how: for its side effect or as `?url` for a route's links. */
function stylesheetImports(): Map<string, Set<'side effect' | 'url'>> {
  const found = new Map<string, Set<'side effect' | 'url'>>();
  for (const file of sourceFiles(APP)) {
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/import\s+(?:\w+\s+from\s+)?'([^']+\.css(?:\?url)?)'/g)) {
      const url = specifier!.endsWith('?url');
      const path = relative(APP, resolve(dirname(file), specifier!.replace(/\?url$/, '')));
      const ways = found.get(path) ?? new Set();
      ways.add(url ? 'url' : 'side effect');
      found.set(path, ways);
    }
  }
  return found;
}

describe("the storefront's stylesheet imports", () => {
  it('finds the stylesheets the app imports', () => {
    expect([...stylesheetImports().keys()]).toEqual(
      expect.arrayContaining(['styles/app.css', 'components/orders/order-history.css']),
    );
  });

  // One file imported both ways is emitted once under either name, and the client and server builds may choose
  // differently: the server then renders a <link> the browser's build does not, and the page fails hydration.
  it('imports each stylesheet one way only', () => {
    const both = [...stylesheetImports()].filter(([, ways]) => ways.size > 1).map(([path]) => path);
    expect(both).toEqual([]);
  });
});
