// @ts-check
// The drill's processes: every one it starts is tracked here, so that whatever happens (a failed
// check, an exception, Ctrl-C, the time limit) each is stopped before the drill exits.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';

/** Lines worth keeping whole in memory: warnings, errors and the start-up story. */
const NOTABLE = /"level":(?:[4-6]\d|"(?:warn|error|fatal)")|migrat|seed|administrator|redis/i;
const TAIL_LINES = 40;

/**
 * @typedef {object} Exit
 * @property {number | null} code
 * @property {NodeJS.Signals | null} signal
 * @property {number} at when it exited, in epoch milliseconds
 */

/**
 * A process the drill started, with what it has logged so far.
 * @typedef {object} Service
 * @property {string} name
 * @property {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>} child
 * @property {number} startedAt
 * @property {number} lines how many lines it has logged
 * @property {string[]} nonJson lines that are not one JSON object: an operator's log collector would choke on them
 * @property {Record<string, any>[]} notable parsed notable lines (JSON log lines, or `{ msg }`), each with `at`, the drill's time it was read
 * @property {string[]} tail
 * @property {() => boolean} alive
 * @property {Promise<Exit>} exited
 * @property {(signal: NodeJS.Signals) => void} kill
 * @property {(graceMs?: number) => Promise<Exit>} stop SIGTERM, then SIGKILL if it has not gone within `graceMs`
 * @property {() => string} logText
 */

/**
 * @typedef {object} StartOptions
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {NodeJS.ProcessEnv} env
 * @property {string} [cwd]
 * @property {boolean} [jsonLogs] whether every line it logs must be one JSON object
 */

/**
 * Starts and stops the drill's processes. Each process's output goes to `<logDir>/<name>.log`; the
 * notable lines and the last few are kept for the checks and for a failure's explanation.
 * @param {string} logDir
 */
export function createSupervisor(logDir) {
  /** @type {Set<Service>} */
  const running = new Set();
  /**
   * Every process started, stopped ones too, for the log checks at the end.
   * @type {Service[]}
   */
  const started = [];
  let closed = false;

  /** @param {StartOptions} options */
  function start({ name, command, args, env, cwd, jsonLogs = false }) {
    // A step still running when the time ran out must not leave a process behind the clean-up.
    if (closed) throw new Error(`${name} not started: the drill is stopping`);
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const file = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
    /** @type {Service} */
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
      stream.on('data', (/** @type {string} */ chunk) => {
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

/** @typedef {ReturnType<typeof createSupervisor>} Supervisor */

/**
 * @param {Service} service
 * @param {string} line
 * @param {boolean} jsonLogs
 */
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
