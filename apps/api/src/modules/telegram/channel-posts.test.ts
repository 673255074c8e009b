import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { type FakeBotApi, startFakeBotApi } from '../../testing/fake-bot-api';
import { solidImage } from '../../testing/images';
import { retryFailedJobsNow } from '../../testing/jobs';
import { multipartBody } from '../../testing/multipart';
import { channelCaption } from './channel-posts';

const CHANNEL = '@station_news_test';
const SECRET = 'newsroom-webhook-secret-0123456789';
const EDITOR = 7770001;

let t: TestApp;
let bot: FakeBotApi;
let updates = 5000;

async function publish(title: string, images: Buffer[] = []) {
  const form = multipartBody(
    { title, category: 'local', detail: 'ዜናው በዝርዝር።' },
    images.map((data, index) => ({ field: 'images', filename: `p${index}.jpg`, data })),
  );
  const response = await t.inject({ method: 'POST', url: '/api/post/add', token: t.superToken, ...form });
  expect(response.statusCode).toBe(200);
  return response.json().data as { _id: string; slug: string };
}

const channelCalls = (title: string) =>
  bot.calls.filter(
    (call) =>
      call.params.chat_id === CHANNEL && String(call.params.text ?? call.params.caption).startsWith(title),
  );

/** An update as Telegram sends it; by default a message in the sender's private chat with the bot. */
const webhook = (message: Record<string, unknown>, kind: 'message' | 'channel_post' = 'message') =>
  t.inject({
    method: 'POST',
    url: '/api/telegram/webhook',
    headers: { 'x-telegram-bot-api-secret-token': SECRET },
    payload: {
      update_id: ++updates,
      [kind]: {
        message_id: updates,
        chat: { id: message.from ? (message.from as { id: number }).id : 1, type: 'private' },
        ...message,
      },
    },
  });

const repliesTo = (chatId: number) =>
  bot.calls.filter((call) => call.method === 'sendMessage' && call.params.chat_id === chatId);

beforeAll(async () => {
  bot = await startFakeBotApi();
  t = await buildTestApp({
    TELEGRAM_BOT_TOKEN: bot.token,
    TELEGRAM_API_BASE: bot.url,
    TELEGRAM_CHANNEL_ID: CHANNEL,
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    PUBLIC_SITE_URL: 'https://station.example',
  });
  await t.inject({
    method: 'POST',
    url: '/api/telegram-admin/add',
    token: t.superToken,
    payload: { name: 'Desk editor', telegram_user_id: String(EDITOR), trusted: true },
  });
});
afterAll(async () => {
  await t.close();
  await bot.close();
});

describe('the Telegram channel', () => {
  it('gets a published post once, with its photo, title and short link', async () => {
    const post = await publish('ጁምዓ ሶላት በአዲስ አበባ', [await solidImage('jpeg', 800, 450)]);
    await expect.poll(() => channelCalls('ጁምዓ ሶላት በአዲስ አበባ').length, { timeout: 10_000 }).toBe(1);
    const [call] = channelCalls('ጁምዓ ሶላት በአዲስ አበባ');
    expect(call?.method).toBe('sendPhoto');
    expect(Number(call?.params.photo)).toBeGreaterThan(0);
    // A multipart form field carries its line breaks as CRLF, as a browser's does; Telegram shows either.
    expect(String(call?.params.caption).replaceAll('\r\n', '\n')).toBe(
      `ጁምዓ ሶላት በአዲስ አበባ\n\nhttps://station.example/article/${post._id}?utm_source=telegram&utm_campaign=channel`,
    );
    // Unpublished and published again: the channel already has it.
    await t.inject({ method: 'POST', url: `/api/post/${post._id}/unpublish`, token: t.superToken });
    await t.inject({ method: 'POST', url: `/api/post/${post._id}/publish`, token: t.superToken });
    // A post published after it reaching the channel shows the sweep has run since the republishing.
    await publish('Marker after republishing');
    await expect.poll(() => channelCalls('Marker after republishing').length, { timeout: 10_000 }).toBe(1);
    expect(channelCalls('ጁምዓ ሶላት በአዲስ አበባ')).toHaveLength(1);
  });

  it('sends a post without a photo as a message', async () => {
    await publish('Text only story');
    await expect.poll(() => channelCalls('Text only story').length, { timeout: 10_000 }).toBe(1);
    expect(channelCalls('Text only story')[0]?.method).toBe('sendMessage');
  });

  it('gets a scheduled post when its time comes, not before', async () => {
    const draft = await t.inject({
      method: 'POST',
      url: '/api/post/add',
      token: t.superToken,
      ...multipartBody(
        { title: 'Scheduled story', category: 'local', detail: 'Later.', intent: 'draft' },
        [],
      ),
    });
    const id = draft.json().data._id;
    const at = new Date(Date.now() + 2500).toISOString();
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/post/${id}/publish`,
          token: t.superToken,
          payload: { publishAt: at },
        })
      ).statusCode,
    ).toBe(200);
    expect(channelCalls('Scheduled story')).toHaveLength(0);
    await expect.poll(() => channelCalls('Scheduled story').length, { timeout: 15_000 }).toBe(1);
  });

  it('waits as long as Telegram asks after a 429, and tries again', async () => {
    bot.answerNext('sendMessage', {
      ok: false,
      error_code: 429,
      description: 'Too Many Requests: retry after 1',
      parameters: { retry_after: 1 },
    });
    await publish('Rate limited story');
    await expect.poll(() => channelCalls('Rate limited story').length, { timeout: 15_000 }).toBe(2);
  });

  it('tries again after a Telegram server error', async () => {
    bot.answerNext('sendMessage', { ok: false, error_code: 502, description: 'Bad Gateway' });
    await publish('Server error story');
    await expect.poll(() => channelCalls('Server error story').length, { timeout: 10_000 }).toBe(1);
    await retryFailedJobsNow(t);
    await expect.poll(() => channelCalls('Server error story').length, { timeout: 10_000 }).toBe(2);
  });

  it('gives up on a refusal that trying again cannot change, and records why', async () => {
    bot.answerNext('sendMessage', { ok: false, error_code: 400, description: 'Bad Request: chat not found' });
    await publish('Refused story');
    await expect
      .poll(
        async () => {
          const result = await t.database.db.execute(
            sql`SELECT last_error FROM jobs WHERE kind = 'telegram.channel' AND failed_at IS NOT NULL`,
          );
          return (result as unknown as { rows: { last_error: string }[] }).rows.map((row) => row.last_error);
        },
        { timeout: 10_000 },
      )
      .toContain('Telegram answered 400: Bad Request: chat not found');
  });

  it('shortens a title that would not fit a caption beside the link', () => {
    const caption = channelCaption('ሀ'.repeat(2000), 'https://station.example/article/x');
    expect([...caption].length).toBeLessThanOrEqual(1024);
    expect(caption.endsWith('\n\nhttps://station.example/article/x')).toBe(true);
  });
});

describe('the bot answers the editor who wrote to it', () => {
  it('with the link when the post is live', async () => {
    await webhook({ from: { id: EDITOR }, text: 'From the desk\nThe story.' });
    await expect.poll(() => repliesTo(EDITOR).length, { timeout: 10_000 }).toBe(1);
    expect(repliesTo(EDITOR)[0]?.params.text).toMatch(
      /^Posted: https:\/\/station\.example\/article\/[0-9a-f-]+\/from-the-desk$/,
    );
  });

  it('with the short link when the title would make the address long percent-encoding', async () => {
    await webhook({ from: { id: EDITOR }, text: 'የከተማው ምክር ቤት ስብሰባ\nዝርዝሩ።' });
    await expect.poll(() => repliesTo(EDITOR).length, { timeout: 10_000 }).toBe(2);
    expect(repliesTo(EDITOR)[1]?.params.text).toMatch(
      /^Posted: https:\/\/station\.example\/article\/[0-9a-f-]+$/,
    );
  });

  it('that the post waits as a draft when the sender is not trusted', async () => {
    const untrusted = 7770002;
    await t.inject({
      method: 'POST',
      url: '/api/telegram-admin/add',
      token: t.superToken,
      payload: { name: 'New reporter', telegram_user_id: String(untrusted), trusted: false },
    });
    await webhook({ from: { id: untrusted }, text: 'A first report\nDetails.' });
    await expect
      .poll(() => repliesTo(untrusted)[0]?.params.text, { timeout: 10_000 })
      .toBe('Saved as a draft: an editor will review it before it is published.');
  });

  it('why nothing was posted: a stranger, or a message with nothing to post', async () => {
    const stranger = 7779999;
    await webhook({ from: { id: stranger }, text: 'Let me in' });
    await expect
      .poll(() => repliesTo(stranger)[0]?.params.text, { timeout: 10_000 })
      .toMatch(/^Not posted: you are not a listed Telegram admin/);
    await webhook({ from: { id: EDITOR }, text: '   ' });
    await expect
      .poll(() => repliesTo(EDITOR).at(-1)?.params.text, { timeout: 10_000 })
      .toMatch(/^Nothing was posted: the message has no text\./);
  });

  it('that the photo could not be read, when it could not', async () => {
    const before = repliesTo(EDITOR).length;
    await webhook({
      from: { id: EDITOR },
      caption: 'With a broken photo\nText.',
      photo: [{ file_id: 'missing', width: 800, height: 450 }],
    });
    await expect.poll(() => repliesTo(EDITOR).length, { timeout: 10_000 }).toBe(before + 1);
    expect(repliesTo(EDITOR).at(-1)?.params.text).toContain(
      'The photo could not be read, so the post has none.',
    );
  });
});

describe('the bot outside a private chat', () => {
  const STATION_CHANNEL = { id: -1001234567890, type: 'channel' };
  const NEWSROOM_GROUP = { id: -1009876543210, type: 'supergroup' };
  const titles = async () =>
    ((await t.inject({ method: 'GET', url: '/api/post?limit=400' })).json() as { title: string }[]).map(
      (post) => post.title,
    );

  // What the bot said to anyone, leaving out the posts it sends to the station's channel.
  const answers = () =>
    bot.calls.filter((call) => call.method === 'sendMessage' && call.params.chat_id !== CHANNEL);

  it('makes no post and says nothing in a channel or a group, whoever wrote there', async () => {
    const answeredBefore = answers().length;
    const editorReplies = repliesTo(EDITOR).length;
    await webhook({ chat: STATION_CHANNEL, text: 'Posted by hand in the channel\nText.' }, 'channel_post');
    await webhook(
      { chat: STATION_CHANNEL, from: { id: EDITOR }, text: 'Channel post signed by the editor\nText.' },
      'channel_post',
    );
    await webhook({ chat: NEWSROOM_GROUP, from: { id: EDITOR }, text: 'Said in the newsroom group\nText.' });
    await webhook({ chat: NEWSROOM_GROUP, from: { id: 7778888 }, text: 'A stranger in the group' });
    // A private message after them: once it is answered, anything queued before it was sent too.
    await webhook({ from: { id: EDITOR }, text: 'Marker after the channel\nText.' });
    await expect.poll(() => repliesTo(EDITOR).length, { timeout: 10_000 }).toBe(editorReplies + 1);

    expect(answers()).toHaveLength(answeredBefore + 1);
    expect(repliesTo(STATION_CHANNEL.id)).toEqual([]);
    expect(repliesTo(NEWSROOM_GROUP.id)).toEqual([]);
    const live = await titles();
    expect(live).toContain('Marker after the channel');
    expect(live).not.toContain('Posted by hand in the channel');
    expect(live).not.toContain('Channel post signed by the editor');
    expect(live).not.toContain('Said in the newsroom group');
  });
});
