/** A process's memory as Linux counts it, from /proc (elsewhere the figures are unknown, 0). */
import { readFileSync, writeFileSync } from 'node:fs';

/** A figure of /proc/{pid}/status in kB: VmHWM (the peak) or VmRSS (now); null when gone. */
export function memoryKb(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  } catch {
    return null;
  }
}

/** Resets the kernel's peak (VmHWM) to the current size, so a window sees its own peak. */
export function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not Linux, or the process is gone: the peak is then the process's whole life.
  }
}
