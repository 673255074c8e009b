import type { Env } from '../../config/env';
import type { JobHandler } from '../../jobs/job-queue';
import { telegramArticleLink } from './article-links';
import { forQueue } from './channel-posts';
import type { TelegramBot } from './telegram-bot';
import type { WebhookOutcome } from './telegram-webhook.service';

export const REPLY_JOB = 'telegram.reply';

/** What the bot tells the editor who wrote to it; nothing for a delivery Telegram repeated. */
export function replyTo(outcome: WebhookOutcome, env: Env): string | undefined {
  switch (outcome.outcome) {
    case 'posted':
    case 'drafted': {
      const head =
        outcome.outcome === 'posted'
          ? `Posted: ${telegramArticleLink(env.PUBLIC_SITE_URL, { id: outcome.postId, slug: outcome.slug })}`
          : 'Saved as a draft: an editor will review it before it is published.';
      return outcome.photo ? `${head}\nThe photo could not be read, so the post has none.` : head;
    }
    case 'refused':
      return 'Not posted: you are not a listed Telegram admin of the station. Ask a super administrator to add you.';
    case 'ignored':
      return outcome.updateId === undefined || outcome.reason === 'the update holds no private message'
        ? undefined
        : `Nothing was posted: ${outcome.reason}. Send the title on the first line and the story below it.`;
    default:
      return undefined;
  }
}

export function botReplyJob(bot: TelegramBot): JobHandler {
  return async (payload) => {
    try {
      await bot.sendMessage(Number(payload.chatId), String(payload.text));
    } catch (error) {
      throw forQueue(error);
    }
    return undefined;
  };
}
