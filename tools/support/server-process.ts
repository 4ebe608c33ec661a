import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The server process's id (its memory is read from /proc/<pid>/status by benchmarks). */
  pid: number | undefined;
  /** Milliseconds from spawn to the first 200 of /api/health. */
  startMs: number;
  /** Everything the process printed so far (stdout and stderr: pino's JSON lines at LOG_LEVEL). */
  output(): string;
  /** The exit code once the process has ended, null while it runs (or when a signal killed it). */
  exitCode(): number | null;
  /** Kills the process with SIGKILL (a crash: no shutdown hook runs) and answers once it has gone. */
  kill(): Promise<void>;
  /** Stops the process (SIGTERM, then SIGKILL after 10 s) and removes the data dir unless told not to. */
  stop(removeData?: boolean): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The server built by `npm run build:server` (tools/build-server.mjs), which `npm start` runs. */
export const BUILT_SERVER = join(root, 'dist-server/main.js');

/** How the server process is started: its TypeScript through tsx (as `npm run dev`), or the built server. */
export type ServerEntry = 'tsx' | 'built';

/** Starts the real server (built web app + API) on a fresh SQLite data dir, or on the given one. */
export async function startServer(env: Record<string, string> = {}, existingDataDir?: string, entry: ServerEntry = 'tsx'): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = existingDataDir ?? mkdtempSync(join(tmpdir(), 'srm-run-'));
  const started = Date.now();
  const args = entry === 'built' ? [BUILT_SERVER] : ['--import', 'tsx', 'src/server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A first start migrates and seeds the demo data (about 9 s of CPU); two at once on a busy machine take long.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy in 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const startMs = Date.now() - started;
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    baseUrl,
    dataDir,
    pid: child.pid,
    startMs,
    output: () => output,
    exitCode: () => child.exitCode,
    async kill() {
      if (!running()) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
    async stop(removeData = true) {
      if (running()) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (running()) child.kill('SIGKILL');
      }
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
