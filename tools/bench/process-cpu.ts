import { readFileSync } from 'node:fs';

/**
 * CPU seconds a process has used so far (user + system, all its threads), from /proc/<pid>/stat; 0 once it has
 * ended. Unlike wall time, this hardly moves with the machine's load, so before/after figures stay comparable.
 */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}
