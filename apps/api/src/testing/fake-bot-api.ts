import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BotCall {
  method: string;
  /** The call's parameters, from JSON or from a multipart form (a file part is kept as its size). */
  params: Record<string, string | number>;
}

/** An answer as the Bot API gives it: `{ ok: true, result }` or `{ ok: false, error_code, description, parameters }`. */
export type BotAnswer =
  | { ok: true; result: unknown }
  | { ok: false; error_code: number; description: string; parameters?: { retry_after: number } };

export interface FakeBotApi {
  url: string;
  token: string;
  calls: BotCall[];
  /** The next calls of `method` get these answers, in order, before the ordinary success. */
  answerNext(method: string, ...answers: BotAnswer[]): void;
  close(): Promise<void>;
}

async function paramsOf(request: IncomingMessage): Promise<Record<string, string | number>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) return JSON.parse(body.toString('utf8'));
  const form = await new Response(body, { headers: { 'content-type': type } }).formData();
  const params: Record<string, string | number> = {};
  for (const [name, value] of form.entries()) params[name] = typeof value === 'string' ? value : value.size;
  return params;
}

/** Stands in for api.telegram.org on loopback, with its request and answer shapes. */
export async function startFakeBotApi(token = '123456:test-bot-token'): Promise<FakeBotApi> {
  const calls: BotCall[] = [];
  const scripted = new Map<string, BotAnswer[]>();
  let messageId = 100;
  const server = createServer((request, response) => {
    const method = new RegExp(`^/bot${token.replace(':', '\\:')}/(\\w+)`).exec(request.url ?? '')?.[1];
    response.setHeader('content-type', 'application/json');
    if (!method) {
      response.statusCode = 404;
      response.end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
      return;
    }
    paramsOf(request)
      .then((params) => {
        calls.push({ method, params });
        const answer: BotAnswer = scripted.get(method)?.shift() ?? {
          ok: true,
          result: {
            message_id: ++messageId,
            date: Math.floor(Date.now() / 1000),
            chat: { id: params.chat_id },
          },
        };
        response.statusCode = answer.ok ? 200 : answer.error_code;
        response.end(JSON.stringify(answer));
      })
      .catch(() => {
        response.statusCode = 400;
        response.end(
          JSON.stringify({ ok: false, error_code: 400, description: 'Bad Request: unreadable body' }),
        );
      });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    calls,
    answerNext(method, ...answers) {
      scripted.set(method, [...(scripted.get(method) ?? []), ...answers]);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
