import { type APIRequestContext, expect, test } from '@playwright/test';
import { API, asSuper, uniqueName } from './support';

// The API under test talks to a Bot API stand-in on loopback (apps/api/scripts/e2e-server.mjs),
// which keeps every call the bot made.
const BOT_CALLS = 'http://127.0.0.1:3202/telegram-calls';
const WEBHOOK_SECRET = 'e2e-telegram-webhook-secret';

interface BotCall {
  method: string;
  params: { chat_id?: number | string; text?: string };
}

let updateId = Date.now() % 1_000_000_000;

/** One update as Telegram delivers it to the webhook. */
async function deliver(
  request: APIRequestContext,
  kind: 'message' | 'channel_post',
  message: Record<string, unknown>,
) {
  updateId += 1;
  const response = await request.post(`${API}telegram/webhook`, {
    headers: { 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
    data: { update_id: updateId, [kind]: { message_id: updateId, date: 0, ...message } },
  });
  expect(response.status()).toBe(200);
}

async function sentTo(request: APIRequestContext, chatId: number): Promise<BotCall[]> {
  const calls = (await (await request.get(BOT_CALLS)).json()) as BotCall[];
  return calls.filter((call) => call.method === 'sendMessage' && call.params.chat_id === chatId);
}

test('the bot posts what a listed admin sends it privately, and stays silent in the channel and groups', async ({
  page,
  request,
}) => {
  await asSuper(page, request, '/dashboard/telegram-admins');
  const editorId = 700_000 + (Date.now() % 100_000);
  const form = page.getByRole('form', { name: 'Telegram Admins' });
  await form.getByLabel('Name').fill(uniqueName('Channel editor'));
  await form.getByLabel('Telegram user id (optional)').fill(String(editorId));
  await form.getByLabel('Publishes directly').click();
  await page.getByRole('option', { name: 'Yes', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Successfully!')).toBeVisible();

  const channel = { id: -1_001_234_567_890, type: 'channel', title: 'Station' };
  const group = { id: -1_009_876_543_210, type: 'supergroup', title: 'Newsroom' };
  // One word of its own in each title, so a search finds exactly that message's post or nothing.
  const marker = Date.now().toString(36);
  const inChannel = `Posted by hand in the channel ${marker}chan`;
  const inGroup = `Said in the newsroom group ${marker}group`;
  const privately = `Sent to the bot privately ${marker}direct`;
  await deliver(request, 'channel_post', { chat: channel, text: `${inChannel}\nText.` });
  await deliver(request, 'channel_post', {
    chat: channel,
    from: { id: editorId, is_bot: false, first_name: 'Desk' },
    text: `${inChannel} signed\nText.`,
  });
  await deliver(request, 'message', {
    chat: group,
    from: { id: editorId, is_bot: false, first_name: 'Desk' },
    text: `${inGroup}\nText.`,
  });
  // Sent last: once its answer has gone out, anything queued before it would have gone out too.
  await deliver(request, 'message', {
    chat: { id: editorId, type: 'private' },
    from: { id: editorId, is_bot: false, first_name: 'Desk' },
    text: `${privately}\nThe story in full.`,
  });
  await expect.poll(async () => (await sentTo(request, editorId)).length, { timeout: 15_000 }).toBe(1);
  expect(await sentTo(request, channel.id)).toEqual([]);
  expect(await sentTo(request, group.id)).toEqual([]);

  await page.goto('/dashboard/posts');
  const search = page.getByLabel('Search titles and text');
  await search.fill(`${marker}direct`);
  // The table shortens titles, so the row is known by the start of its title.
  await expect(page.getByRole('row', { name: /Sent to th/ })).toHaveCount(1);
  for (const setAside of [`${marker}chan`, `${marker}group`]) {
    await search.fill(setAside);
    await expect(page.getByText('No Posts found')).toBeVisible();
  }
});
