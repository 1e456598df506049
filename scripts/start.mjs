// `npm start`: builds whatever is not built yet (Nx skips what is up to date), then runs the shop in one
// process tree on http://localhost:3000 — storefront at /, back office at /admin/, API under /api/.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--output-style=static'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
});
if (build.status !== 0) {
  console.error('The build failed; see above. Nothing was started.');
  process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['backend/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
