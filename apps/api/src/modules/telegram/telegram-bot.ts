import type { BotApiOptions } from './telegram-files';

const TIMEOUT_MS = 15_000;

/** An answer of the Bot API with `ok: false`: its code, its sentence, and how long it asks to wait. */
export class TelegramApiError extends Error {
  constructor(
    readonly code: number,
    description: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(`Telegram answered ${code}: ${description}`);
  }
}

interface BotAnswer {
  ok?: boolean;
  result?: unknown;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

export interface TelegramBot {
  sendMessage(chatId: string | number, text: string): Promise<void>;
  /** A photo uploaded as a file (Telegram cannot fetch from a private address), with its caption. */
  sendPhoto(chatId: string | number, photo: { bytes: Buffer; type: string }, caption: string): Promise<void>;
}

/** The few Bot API methods the station calls, each answer read the way the Bot API documents it. */
export function createTelegramBot({ token, apiBase, fetch: doFetch = fetch }: BotApiOptions): TelegramBot {
  const base = `${apiBase.replace(/\/$/, '')}/bot${token}`;
  async function call(method: string, body: string | FormData, headers: Record<string, string> = {}) {
    const response = await doFetch(`${base}/${method}`, {
      method: 'POST',
      body,
      headers,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as BotAnswer;
    if (answer.ok) return answer.result;
    throw new TelegramApiError(
      answer.error_code ?? response.status,
      answer.description ?? `HTTP ${response.status}`,
      answer.parameters?.retry_after,
    );
  }
  return {
    async sendMessage(chatId, text) {
      await call('sendMessage', JSON.stringify({ chat_id: chatId, text }), {
        'content-type': 'application/json',
      });
    },
    async sendPhoto(chatId, photo, caption) {
      const form = new FormData();
      form.set('chat_id', String(chatId));
      form.set('caption', caption);
      form.set('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), 'photo');
      await call('sendPhoto', form);
    },
  };
}
