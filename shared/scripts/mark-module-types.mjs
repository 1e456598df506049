// Each build output folder declares its own module system so Node resolves both halves of the dual package.
import { writeFileSync } from 'node:fs';
writeFileSync(new URL('../dist/cjs/package.json', import.meta.url), '{ "type": "commonjs" }\n');
writeFileSync(new URL('../dist/esm/package.json', import.meta.url), '{ "type": "module" }\n');
