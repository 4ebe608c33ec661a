import { spawn } from 'node:child_process';

export type ProcessOutcome =
  | { kind: 'exited'; code: number | null; output: string }
  | { kind: 'timedOut' }
  | { kind: 'notFound' };

/** Enough of stdout and stderr to say why a run failed. */
const OUTPUT_LIMIT = 8192;

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // the group is gone already
  }
}

/**
 * Runs a program without a shell in a process group of its own, so that on timeout the whole group is
 * killed (`soffice` is a launcher script whose `soffice.bin` child does the work). Whatever the program
 * left running is killed too once it exits.
 */
export function runProcessGroup(command: string, args: readonly string[], options: { timeoutMs: number; cwd?: string }): Promise<ProcessOutcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let timedOut = false;
    const collect = (chunk: Buffer): void => {
      if (output.length < OUTPUT_LIMIT) output += chunk.toString('utf8').slice(0, OUTPUT_LIMIT - output.length);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, options.timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      const missing = error.code === 'ENOENT' || error.code === 'EACCES';
      resolve(missing ? { kind: 'notFound' } : { kind: 'exited', code: null, output: error.message });
    });
    child.on('exit', () => killGroup(child.pid));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(timedOut ? { kind: 'timedOut' } : { kind: 'exited', code, output });
    });
  });
}
