// Types of lab.mjs, for the site's TypeScript scripts (tools/lab/verify.ts and verify-server.ts, screenshot scripts).
export declare const LAB_DIR: string;
export declare const LAB_HOST: string;
export declare const LAB_PORT: number;
export declare const LAB_URL: string;
/** The Node binary every lab process runs on: the site's packaged Node 22 when installed. */
export declare const LAB_NODE: string;

export interface LabCredentials {
  url: string;
  admin: { firstname: string; lastname: string; email: string; password: string };
  apiTokens: {
    fullAccess: { name: string; description: string; type: string; accessKey: string };
    readOnly: { name: string; description: string; type: string; accessKey: string };
  };
  endUser: { username: string; email: string; password: string };
}

export interface RunningLab {
  url: string;
  /** true when this call started the lab (then stop() stops it); false when it was already running. */
  started?: boolean;
  pid?: number;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

export declare function credentials(): LabCredentials;
export declare function labEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export declare function nodeHeadersDir(): string | undefined;
export declare function ensureInstalled(options?: { log?: Log }): boolean;
export declare function ensureNativeModules(options?: { log?: Log }): boolean;
export declare function ensureBuilt(options?: { log?: Log }): boolean;
export declare function prepareLab(options?: { log?: Log }): void;
export declare function isLabUp(url?: string): Promise<boolean>;
export declare function stopLab(pid: number): Promise<void>;
export declare function waitUntilUp(url: string, options?: { child?: import('node:child_process').ChildProcess; timeoutMs?: number; logFile?: string }): Promise<void>;
export declare function spawnLab(options?: {
  port?: number;
  foreground?: boolean;
  databaseFilename?: string;
  publicDir?: string;
  seed?: boolean;
  /** Run under scripts/supervise.mjs, which starts the lab again when it dies. */
  supervise?: boolean;
}): import('node:child_process').ChildProcess & { logFile?: string };
/** Uses the lab on 127.0.0.1:1337 if it answers; otherwise installs, builds and starts it in the background. */
export declare function ensureLab(options?: { log?: Log; timeoutMs?: number }): Promise<RunningLab>;
/** A throwaway lab on a fresh seeded database (the first free port from 1338); stop() deletes its files. */
export declare function startScratchLab(options?: { port?: number; log?: Log; timeoutMs?: number }): Promise<RunningLab>;
