import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One shop instance: the real server from source, its log in the soak's folder. */
export class Instance {
  process: ChildProcess | undefined;
  starts = 0;
  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly logDir: string,
  ) {}

  get pid(): number | undefined {
    return this.process?.exitCode === null ? this.process.pid : undefined;
  }

  async start(extraEnv: Record<string, string> = {}): Promise<number> {
    const began = performance.now();
    const log = openSync(join(this.logDir, `${this.name}-${++this.starts}.log`), 'a');
    this.process = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, ...this.env, ...extraEnv, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', log, log],
    });
    const until = Date.now() + 180_000;
    while (Date.now() < until) {
      if (this.process.exitCode !== null) throw new Error(`${this.name} exited while starting; see ${this.logDir}`);
      const ready = await fetch(`http://127.0.0.1:${this.port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return performance.now() - began;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${this.name} was not ready within 180 s`);
  }

  async kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }

  /** Resident memory now, in MB (VmRSS), or undefined when not running. */
  rssMb(): number | undefined {
    const pid = this.pid;
    if (!pid) return undefined;
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
      return Math.round(kb / 1024);
    } catch {
      return undefined;
    }
  }
}
