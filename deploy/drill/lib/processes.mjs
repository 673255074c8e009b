// The drill's processes: every one it starts is tracked here, so that whatever happens (a failed
// check, an exception, Ctrl-C, the time limit) each is stopped before the drill exits.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';

/** Lines worth keeping whole in memory: warnings, errors and the start-up story. */
const NOTABLE = /"level":(?:[4-6]\d|"(?:warn|error|fatal)")|migrat|seed|administrator|redis/i;
const TAIL_LINES = 40;

/**
 * Starts and stops the drill's processes. Each process's output goes to `<logDir>/<name>.log`; the
 * notable lines and the last few are kept for the checks and for a failure's explanation.
 */
export function createSupervisor(logDir) {
  const running = new Set();
  /** Every process started, stopped ones too, for the log checks at the end. */
  const started = [];
  let closed = false;

  function start({ name, command, args, env, cwd, jsonLogs = false }) {
    // A step still running when the time ran out must not leave a process behind the clean-up.
    if (closed) throw new Error(`${name} not started: the drill is stopping`);
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const file = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
    const service = {
      name,
      child,
      startedAt: Date.now(),
      lines: 0,
      /** Lines that are not one JSON object: an operator's log collector would choke on them. */
      nonJson: [],
      /** Parsed notable lines, each with `at`, the drill's time it was read. */
      notable: [],
      tail: [],
      alive: () => child.exitCode === null && child.signalCode === null,
      exited: new Promise((resolve) => {
        child.once('exit', (code, signal) => {
          running.delete(service);
          file.end();
          resolve({ code, signal, at: Date.now() });
        });
      }),
      kill: (signal) => {
        if (service.alive()) child.kill(signal);
      },
      /** SIGTERM, then SIGKILL if it has not gone within `graceMs`. */
      async stop(graceMs = 5_000) {
        service.kill('SIGTERM');
        const timer = setTimeout(() => service.kill('SIGKILL'), graceMs);
        const exit = await service.exited;
        clearTimeout(timer);
        return exit;
      },
      logText: () => service.tail.join('\n'),
    };
    running.add(service);
    started.push(service);
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        file.write(chunk);
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) read(service, line, jsonLogs);
      });
    }
    child.on('error', (error) => read(service, `could not start ${command}: ${error.message}`, false));
    return service;
  }

  async function stopAll() {
    closed = true;
    await Promise.all([...running].map((service) => service.stop()));
  }

  return { start, stopAll, started };
}

function read(service, line, jsonLogs) {
  if (line === '') return;
  service.lines += 1;
  service.tail.push(line);
  if (service.tail.length > TAIL_LINES) service.tail.shift();
  // Most lines are request logs: only their shape is looked at, so the drill keeps up under load.
  const looksJson = line.startsWith('{') && line.endsWith('}');
  if (jsonLogs && !looksJson && service.nonJson.length < 5) service.nonJson.push(line);
  if (!NOTABLE.test(line)) return;
  try {
    service.notable.push({ ...JSON.parse(line), at: Date.now() });
  } catch {
    service.notable.push({ msg: line, at: Date.now() });
  }
}
