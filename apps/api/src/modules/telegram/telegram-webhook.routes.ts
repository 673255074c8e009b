import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, unauthorized } from '../../lib/errors';
import { createPostImages } from '../../storage/pictures';
import { REPLY_JOB, replyTo } from './bot-replies';
import type { TelegramBot } from './telegram-bot';
import { createTelegramFiles } from './telegram-files';
import { createTelegramWebhookService } from './telegram-webhook.service';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/** Hashing both sides first gives equal lengths, so the comparison time says nothing about the secret. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Telegram's bot delivers here what the newsroom's Telegram admins send it, and each message becomes
 * a post. Every delivery that passes the secret is answered 200, whatever became of it, because any
 * other answer makes Telegram send it again and again.
 */
export async function telegramWebhookRoutes(app: FastifyInstance, { bot }: { bot: TelegramBot | undefined }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { TELEGRAM_WEBHOOK_SECRET: secret, TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_BASE: apiBase } = app.env;
  const service = createTelegramWebhookService({
    db: app.db,
    images: createPostImages(app.storage),
    files: token ? createTelegramFiles({ token, apiBase }) : undefined,
  });

  async function checkSecret(request: FastifyRequest) {
    if (!secret) throw forbidden('Posting from Telegram is not set up on this server.');
    const given = request.headers[SECRET_HEADER];
    if (typeof given !== 'string' || !sameSecret(given, secret)) {
      request.log.warn({ event: 'security', source: 'telegram' }, 'telegram webhook secret missing or wrong');
      throw unauthorized('The Telegram secret token is missing or wrong.');
    }
  }

  api.post(
    '/webhook',
    {
      onRequest: checkSecret,
      // Only a holder of the secret gets this far; a forged 1 MB Amharic caption (3 MB of UTF-8) is then
      // read and set aside politely instead of drawing a 413 that Telegram would retry forever.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        summary: "Telegram's delivery of a message to the station's bot",
        alsoAnswers: [401, 403, 413],
        tags: ['telegram'],
        body: z.unknown(),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const result = await service.receive(request.body);
      const reply = replyTo(result, app.env);
      // The answer goes through the queue: Telegram gets its 200 at once, and a failed send is retried.
      if (bot && reply && result.chatId !== undefined && result.updateId !== undefined) {
        await app.jobs.enqueue(
          REPLY_JOB,
          { chatId: result.chatId, text: reply },
          { key: String(result.updateId) },
        );
        app.jobs.kick();
      }
      const level = result.outcome === 'refused' ? 'warn' : 'info';
      request.log[level](
        { event: result.outcome === 'refused' ? 'security' : 'telegram', ...result },
        'telegram update',
      );
      return { ok: true as const };
    },
  );
}
