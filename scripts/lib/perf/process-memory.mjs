// The memory a running product holds: the resident set of every process a command
// started, its children included (npm, node, Strapi's workers), read from /proc.
import { readdirSync, readFileSync } from 'node:fs';

/** { pid, ppid, rssKb, name } of one /proc/<pid>/status text, or null when it is not one. */
export function parseStatus(text) {
  const field = (name) => text.match(new RegExp(`^${name}:\\s*(.+)$`, 'm'))?.[1]?.trim();
  const pid = Number(field('Pid'));
  if (!Number.isInteger(pid)) return null;
  return {
    pid,
    ppid: Number(field('PPid')),
    // A kernel thread or a zombie has no VmRSS line.
    rssKb: Number.parseInt(field('VmRSS') ?? '0', 10),
    name: field('Name') ?? '?',
  };
}

/** Every process of the machine now. */
export function readProcesses() {
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parsed = parseStatus(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (parsed) processes.push(parsed);
    } catch {
      // it ended meanwhile
    }
  }
  return processes;
}

/** The processes `rootPid` heads (itself and its descendants), from a process list. */
export function treeOf(processes, rootPid) {
  const children = new Map();
  for (const process of processes) {
    children.set(process.ppid, [...(children.get(process.ppid) ?? []), process]);
  }
  const tree = [];
  const visit = (pid) => {
    const own = processes.find((process) => process.pid === pid);
    if (own) tree.push(own);
    for (const child of children.get(pid) ?? []) visit(child.pid);
  };
  visit(rootPid);
  return tree;
}

/** Resident memory in MB of each named process tree: [{ name, mb, processes }]. */
export function memoryOf(commands, processes = readProcesses()) {
  return commands.map(({ name, pid }) => {
    const tree = treeOf(processes, pid);
    return {
      name,
      mb: tree.reduce((sum, process) => sum + process.rssKb, 0) / 1024,
      processes: tree.length,
    };
  });
}
