import type { FastifyInstance } from 'fastify';
import { GiveUp, type JobHandler, RetryLater } from '../../jobs/job-queue';
import type { Storage } from '../../storage/storage';
import { CHANNEL_CAMPAIGN, telegramArticleLink } from './article-links';
import { createChannelPostsRepository } from './channel-posts.repository';
import { TelegramApiError, type TelegramBot } from './telegram-bot';

export const CHANNEL_JOB = 'telegram.channel';
/** Telegram's limit for a photo's caption. */
const CAPTION_MAX = 1024;
const SWEEP_EVERY_MS = 2_000;

/** What the queue should do with a Bot API failure: wait as asked, give up on a refusal, else back off. */
export function forQueue(error: unknown): unknown {
  if (!(error instanceof TelegramApiError)) return error;
  if (error.code === 429) return new RetryLater(error.message, (error.retryAfterSeconds ?? 5) * 1000);
  if (error.code >= 400 && error.code < 500) return new GiveUp(error.message);
  return error;
}

async function readAll(storage: Storage, key: string): Promise<Buffer | undefined> {
  const stored = await storage.read(key);
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The title and the link, the title shortened when both would not fit a caption. */
export function channelCaption(title: string, link: string): string {
  const room = CAPTION_MAX - link.length - 2;
  const letters = [...title];
  const shown = letters.length > room ? `${letters.slice(0, room - 1).join('')}…` : title;
  return `${shown}\n\n${link}`;
}

/** Sends one published post to the channel: its cover photo (when it has one), title and link. */
export function channelPostJob(app: FastifyInstance, bot: TelegramBot, channelId: string): JobHandler {
  const repo = createChannelPostsRepository(app.db);
  return async (payload) => {
    const post = await repo.publicPost(String(payload.postId));
    // Unpublished or trashed before it went out: readers of the channel would find nothing behind it.
    if (!post) return undefined;
    const caption = channelCaption(
      post.title,
      telegramArticleLink(app.env.PUBLIC_SITE_URL, post, CHANNEL_CAMPAIGN),
    );
    const cover = post.images[0];
    try {
      const bytes = cover?.key ? await readAll(app.storage, cover.key) : undefined;
      if (bytes) await bot.sendPhoto(channelId, { bytes, type: 'image/webp' }, caption);
      else await bot.sendMessage(channelId, caption);
    } catch (error) {
      throw forQueue(error);
    }
    app.log.info({ event: 'telegram-channel', post: post.id }, 'post sent to the Telegram channel');
    return undefined;
  };
}

/**
 * Queues every post that went live (published at once, at its scheduled time, or from Telegram) for
 * the channel. The job's key is the post, so each post is sent once ever, whichever instance sees it
 * first, and a post unpublished and published again is not sent twice.
 */
export function startChannelSweep(app: FastifyInstance) {
  const repo = createChannelPostsRepository(app.db);
  const sweep = async () => {
    if ((await repo.queueWentLive(CHANNEL_JOB)) > 0) app.jobs.kick();
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweep().catch((error: unknown) =>
        app.log.warn({ err: error }, 'queueing posts for the channel failed'),
      );
    }, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
