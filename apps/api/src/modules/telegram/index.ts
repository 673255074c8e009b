import type { FastifyInstance } from 'fastify';
import { botReplyJob, REPLY_JOB } from './bot-replies';
import { CHANNEL_JOB, channelPostJob, startChannelSweep } from './channel-posts';
import { createTelegramBot } from './telegram-bot';
import { telegramWebhookRoutes } from './telegram-webhook.routes';

/**
 * Posting from Telegram: the bot's webhook turns the Telegram admins' messages into posts. With a bot
 * token the bot's replies go through the job queue; with a channel too, every post that goes live is
 * swept into it.
 */
export async function telegramModule(app: FastifyInstance) {
  const { TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_BASE: apiBase, TELEGRAM_CHANNEL_ID: channelId } = app.env;
  const bot = token ? createTelegramBot({ token, apiBase }) : undefined;
  if (bot) app.jobs.register(REPLY_JOB, botReplyJob(bot));
  if (bot && channelId) {
    app.jobs.register(CHANNEL_JOB, channelPostJob(app, bot, channelId));
    startChannelSweep(app);
  }
  await app.register(telegramWebhookRoutes, { prefix: '/telegram', bot });
}
