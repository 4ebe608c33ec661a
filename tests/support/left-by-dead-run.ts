/**
 * Templates a test run builds carry the building process's id in their names, so a later run can tell a
 * killed run's leftovers from a running one's.
 */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `name` (`<prefix><pid>...`) was left by a run whose process has ended. */
export function leftByDeadRun(name: string, prefix: string): boolean {
  const pid = Number(name.slice(prefix.length).split(/[-_]/)[0]);
  return Number.isInteger(pid) && pid > 0 && !processRuns(pid);
}
