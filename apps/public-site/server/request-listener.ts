import type { IncomingMessage, ServerResponse } from 'node:http';
import { type AccessEntry, whenAnswered } from './access-log';
import type { PageServerMetrics, RequestKind } from './metrics';

interface ListenerOptions {
  metrics: PageServerMetrics;
  /** Where each access line goes (stdout in production). */
  log: (entry: AccessEntry) => void;
  onError: (error: unknown, request: IncomingMessage) => void;
}

/**
 * Runs the page server's handler for each request, logs one access line when it is answered and counts
 * it by kind. A handler that throws gets the reader a bare 500 rather than a hanging connection.
 */
export function requestListener(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<RequestKind>,
  { metrics, log, onError }: ListenerOptions,
) {
  return (request: IncomingMessage, response: ServerResponse) => {
    // Known once the handler returns, which is before the answer has been flushed and logged.
    let kind: RequestKind = 'refused';
    whenAnswered(request, response, (entry) => {
      log(entry);
      metrics.record(kind, entry.status, entry.ms / 1000);
    });
    handle(request, response)
      .then((answered) => {
        kind = answered;
      })
      .catch((error: unknown) => {
        onError(error, request);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
  };
}
