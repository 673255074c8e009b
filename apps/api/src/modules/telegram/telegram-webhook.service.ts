import {
  slugify,
  TELEGRAM_TEXT_MAX,
  type TelegramMessage,
  type TelegramUpdate,
  telegramUpdateSchema,
} from '@station/domain';
import type { Db } from '../../db/client';
import type { StoredImage } from '../../db/schema/index';
import type { Pictures } from '../../storage/pictures';
import { withFolded } from '../posts/index';
import { messageToPost } from './message-to-post';
import { pickPhotoSize, type TelegramFiles } from './telegram-files';
import { createTelegramWebhookRepository } from './telegram-webhook.repository';

/** What became of one delivery; the route logs it, Telegram only ever sees a 200. */
export type WebhookOutcome = { chatId?: number } & (
  | { outcome: 'posted' | 'drafted'; updateId: number; postId: string; slug: string; photo?: string }
  | { outcome: 'duplicate'; updateId: number }
  | { outcome: 'ignored' | 'refused'; updateId?: number; reason: string }
);

/**
 * The message a person wrote to the bot in their own chat with it, or nothing. A channel post (the
 * station's channel, where the bot is an admin to publish) and a group message are never posts, and
 * the bot never answers there: every editor's hand-made channel post would draw a public reply.
 */
function privateMessage(update: TelegramUpdate): TelegramMessage | undefined {
  const { message } = update;
  if (message?.chat?.type !== 'private' || message.from?.id !== message.chat.id) return undefined;
  return message;
}

export function createTelegramWebhookService({
  db,
  images,
  files,
}: {
  db: Db;
  images: Pictures;
  /** Absent without a bot token: photos are then left out and the text is still posted. */
  files?: TelegramFiles | undefined;
}) {
  const repo = createTelegramWebhookRepository(db);
  const { remember } = repo;

  /** The listed Telegram admin who sent the message: their name signs the post, `trusted` publishes it. */
  const senderAdmin = (message: TelegramMessage) =>
    message.from ? repo.senderAdmin(message.from.id) : Promise.resolve(undefined);

  async function storePhoto(message: TelegramMessage): Promise<{ images: StoredImage[]; problem?: string }> {
    const size = message.photo ? pickPhotoSize(message.photo) : undefined;
    if (!size) return { images: [] };
    if (!files) return { images: [], problem: 'photo left out: TELEGRAM_BOT_TOKEN is not set' };
    try {
      return { images: await images.store([await files.download(size)]) };
    } catch (error) {
      return {
        images: [],
        problem: `photo left out: ${error instanceof Error ? error.message : 'unreadable'}`,
      };
    }
  }

  async function readUpdate(update: TelegramUpdate): Promise<WebhookOutcome> {
    const { update_id: updateId } = update;
    const message = privateMessage(update);

    if (await repo.seen(updateId)) return { outcome: 'duplicate', updateId };

    if (!message) {
      await remember(updateId, 'ignored');
      return { outcome: 'ignored', updateId, reason: 'the update holds no private message' };
    }
    const sender = await senderAdmin(message);
    if (!sender) {
      await remember(updateId, 'refused');
      return { outcome: 'refused', updateId, reason: 'the sender is not a Telegram admin' };
    }
    const text = message.text ?? message.caption ?? '';
    const reading =
      text.length > TELEGRAM_TEXT_MAX
        ? ({ ok: false, reason: 'the text is longer than Telegram allows' } as const)
        : messageToPost(text);
    if (!reading.ok) {
      await remember(updateId, 'ignored');
      return { outcome: 'ignored', updateId, reason: reading.reason };
    }

    const { images: photos, problem } = await storePhoto(message);
    const slug = slugify(reading.fields.title);
    const removeImages = () => images.remove(photos);
    // A retry delivered at the same moment may win the race: it made the post (undefined here).
    const postId = await repo
      .postOnce(updateId, {
        ...withFolded(reading.fields),
        slug,
        images: photos,
        source: 'telegram',
        authorName: sender.name,
        authorKind: 'telegram',
        // An untrusted sender's message waits as a draft for an editor to review.
        ...(sender.trusted
          ? { status: 'published', publishAt: new Date(), wentLiveAt: new Date() }
          : { status: 'draft' }),
      })
      .catch(async (error: unknown) => {
        await removeImages();
        throw error;
      });
    if (!postId) {
      await removeImages();
      return { outcome: 'duplicate', updateId };
    }
    return {
      outcome: sender.trusted ? 'posted' : 'drafted',
      updateId,
      postId,
      slug,
      ...(problem ? { photo: problem } : {}),
    };
  }

  return {
    /** What became of one delivery, with the chat to answer the editor in. */
    async receive(body: unknown): Promise<WebhookOutcome> {
      const parsed = telegramUpdateSchema.safeParse(body);
      if (!parsed.success) return { outcome: 'ignored', reason: 'not a Telegram update' };
      const outcome = await readUpdate(parsed.data);
      const chatId = privateMessage(parsed.data)?.chat?.id;
      return chatId === undefined ? outcome : { ...outcome, chatId };
    },
  };
}
