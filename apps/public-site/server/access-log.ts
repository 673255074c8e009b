import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PREVIEW_PATH_PREFIX } from '@station/domain';
import { requestLogSampler } from '@station/http/request-log';

/** A preview's token opens a draft for an hour: the log keeps that a preview was read, not its key. */
const loggedPath = (path: string) =>
  path.startsWith(PREVIEW_PATH_PREFIX) ? `${PREVIEW_PATH_PREFIX}…` : path;

/** The proxy's id is kept when it is a sane token, so one id follows a request through nginx and here. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export interface AccessEntry {
  method: string;
  path: string;
  status: number;
  ms: number;
  bytes: number;
  requestId: string;
}

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Calls `onDone` once the answer has been handed to the socket (or the reader went away), with what an
 * access log line says. The path is logged without its query, which can carry what a reader searched.
 */
export function whenAnswered(
  request: IncomingMessage,
  response: ServerResponse,
  onDone: (entry: AccessEntry) => void,
): void {
  const started = process.hrtime.bigint();
  const requestId = requestIdOf(request);
  response.setHeader('x-request-id', requestId);
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    const length = Number(response.getHeader('content-length') ?? 0);
    onDone({
      method: request.method ?? '',
      path: loggedPath((request.url ?? '/').split('?')[0] ?? '/'),
      status: response.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      bytes: request.method === 'HEAD' || response.statusCode === 304 ? 0 : length,
      requestId,
    });
  };
  response.once('finish', finish);
  response.once('close', finish);
}

/**
 * JSON lines on stdout, where the service manager's journal collects them: every failed or slow
 * request, and one in `every` of the rest (the metrics count them all).
 */
export function sampledAccessLog(
  every: number,
  write: (line: string) => void = (line) => process.stdout.write(line),
): (entry: AccessEntry) => void {
  const sample = requestLogSampler(every);
  return (entry) => {
    const level = sample(entry.status, entry.ms);
    if (level)
      write(`${JSON.stringify({ level, time: new Date().toISOString(), msg: 'request', ...entry })}\n`);
  };
}
