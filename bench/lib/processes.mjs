// Starts servers on loopback and makes sure they stop, however the run ends.
import { spawn } from 'node:child_process';

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

/** Stops `child` with the others when the run ends, however it ends. */
export const track = (child) => {
  children.add(child);
  child.once('exit', () => children.delete(child));
};

export const startServer = async ({ script, env, readyUrl }) => {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  track(child);
  await waitForUrl(readyUrl);
  return {
    stop: () =>
      new Promise((resolve) => {
        children.delete(child);
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 5000).unref();
      }),
  };
};
