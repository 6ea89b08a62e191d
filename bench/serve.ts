// What the benchmarks that run `wrangler dev` share: starting it, and the memory of its processes.
import { execSync, spawn } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

/** Resident memory (MB) of the wrangler process tree, the worker runtime (workerd) included. */
export function memoryMb(pid: number): { total: number; workerd: number } {
  const rows = execSync("ps -eo pid=,ppid=,rss=,comm=", { encoding: "utf8" })
    .trim()
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .map(([p, pp, rss, comm]) => ({ pid: Number(p), ppid: Number(pp), rss: Number(rss), comm }));
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (tree.has(row.ppid) && !tree.has(row.pid)) {
        tree.add(row.pid);
        grew = true;
      }
    }
  }
  const inTree = rows.filter((row) => tree.has(row.pid));
  const mb = (kb: number) => Math.round(kb / 1024);
  return {
    total: mb(inTree.reduce((sum, row) => sum + row.rss, 0)),
    workerd: mb(inTree.filter((row) => row.comm.startsWith("workerd")).reduce((sum, row) => sum + row.rss, 0)),
  };
}

/** Runs `work` against `npm run serve` on `port` (the last build), then stops the server. */
export async function withServer<T>(port: number, work: (origin: string, pid: number) => Promise<T>): Promise<T> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn("npm", ["run", "-s", "serve"], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${origin}/cloud/intro`)).ok) break;
      } catch {
        if (i > 120) throw new Error(`wrangler dev did not answer on ${origin}`);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    return await work(origin, server.pid as number);
  } finally {
    process.kill(-(server.pid as number), "SIGTERM");
  }
}
