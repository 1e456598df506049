import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const MAIN_ENTRY = join(__dirname, '..', '..', 'dist', 'main.js');
export const WORKER_ENTRY = join(__dirname, '..', '..', 'dist', 'worker.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  stop(): Promise<number | null>;
}

/** The environment of this test run without the services, so the server falls back to its defaults. */
export function environmentWithout(...names: string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !names.includes(name)));
}

/** Runs the built backend as `npm start` does and waits until it says where to go. */
export async function startServer(env: NodeJS.ProcessEnv, timeoutMs = 120_000): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const started = await startProcess(
    MAIN_ENTRY,
    { ...env, PORT: String(port) },
    'Tradeshop is running',
    timeoutMs,
  );
  return { ...started, baseUrl: `http://127.0.0.1:${port}` };
}

/** Runs the built job worker (`npm run worker`) and waits until it takes jobs. */
export function startWorker(
  env: NodeJS.ProcessEnv,
  timeoutMs = 120_000,
): Promise<Omit<ServerProcess, 'baseUrl'>> {
  return startProcess(WORKER_ENTRY, env, 'Tradeshop worker is running', timeoutMs);
}

async function startProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  readyText: string,
  timeoutMs: number,
): Promise<Omit<ServerProcess, 'baseUrl'>> {
  const child = spawn(process.execPath, [entry], { env, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start:\n${output}`)), timeoutMs);
    const check = setInterval(() => {
      if (output.includes(readyText)) {
        clearInterval(check);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code}:\n${output}`));
    });
  });
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs the built backend expecting it to refuse to start; resolves with its exit code and output. */
export function runFailingServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN_ENTRY], { env, stdio: 'pipe' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
