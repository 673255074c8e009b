// @ts-check
// Starts servers on loopback and makes sure they stop, however the run ends.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

export const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  children.clear();
};

process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/**
 * Polls `url` until it answers 2xx, or fails after `timeoutMs`.
 * @param {string} url
 * @param {number} timeoutMs
 */
export const waitForUrl = async (url, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

/**
 * Stops `child` with the others when the run ends, however it ends.
 * @param {import('node:child_process').ChildProcess} child
 */
export const track = (child) => {
  children.add(child);
  child.once('exit', () => children.delete(child));
};

/**
 * What a process holds in memory now, in MiB (Linux: /proc).
 * @param {number | undefined} pid
 */
export const residentMiB = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

/**
 * CPU time a process has used so far, in milliseconds (user + system).
 * @param {number | undefined} pid
 */
export const cpuMs = (pid) => {
  const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  // utime and stime are fields 14 and 15 of the file, 12 and 13 after "pid (comm) ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
};
// sysconf(_SC_CLK_TCK) is 100 on every Linux this runs on.
const CLOCK_TICKS = 100;

/** @typedef {Awaited<ReturnType<typeof startServer>>} Server */

/**
 * Starts `script` on Node; `countOutput` counts the bytes it writes to stdout (its access log).
 * @param {{ script: string; env: Record<string, string | undefined>; readyUrl: string; countOutput?: boolean }} server
 */
export const startServer = async ({ script, env, readyUrl, countOutput = false }) => {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', countOutput ? 'pipe' : 'ignore', 'inherit'],
  });
  let outputBytes = 0;
  child.stdout?.on('data', (chunk) => {
    outputBytes += chunk.length;
  });
  track(child);
  await waitForUrl(readyUrl);
  return {
    pid: child.pid,
    outputBytes: () => outputBytes,
    stop: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          children.delete(child);
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 5000).unref();
        })
      ),
  };
};
