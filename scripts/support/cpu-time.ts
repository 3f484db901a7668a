import { readdirSync, readFileSync } from 'node:fs';

/** Linux counts CPU time in clock ticks of 10 ms (USER_HZ is 100 on every architecture Node runs on). */
const TICK_MS = 10;

/** Busy CPU time of the whole machine so far (all CPUs, everything but idle and I/O wait), in milliseconds. */
export function machineBusyMs(): number {
  const fields =
    readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return (user + nice + system + irq + softirq + steal) * TICK_MS;
}

/**
 * CPU time (user and system) a process has used so far, in milliseconds, with that of its children it has
 * reaped; 0 once it has exited.
 */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed: utime,
    // stime, cutime and cstime are the 14th to 17th fields of the line.
    const [utime, stime, cutime, cstime] = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 15)
      .map(Number);
    return ((utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0)) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * CPU time used so far by every running process named `command`, in milliseconds. For `postgres` this holds the
 * backends that have ended too (the postmaster reaps them), so it only grows while connections come and go.
 */
export function commandCpuMs(command: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === command)
        total += processCpuMs(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

/** CPU time (user and system) this process has used so far, in milliseconds. */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1_000;
}
