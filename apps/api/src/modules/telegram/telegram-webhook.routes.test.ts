import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

const SECRET = 'newsroom-webhook-secret-0123456789';
const BOT_TOKEN = '123456:test-bot-token';
const EDITOR_TELEGRAM_ID = 5550001;
const UNTRUSTED_TELEGRAM_ID = 5550002;

let t: TestApp;
let telegram: Server;
let photo: Buffer;
let updateIds = 1000;

/** Stands in for api.telegram.org on loopback: getFile names a path, the path serves the photo. */
async function startFakeBotApi(): Promise<string> {
  telegram = createServer((request, response) => {
    if (request.url?.startsWith(`/bot${BOT_TOKEN}/getFile`)) {
      const fileId = new URL(request.url, 'http://x').searchParams.get('file_id');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(
          fileId === 'missing' ? { ok: false } : { ok: true, result: { file_path: 'photos/a.jpg' } },
        ),
      );
      return;
    }
    if (request.url === `/file/bot${BOT_TOKEN}/photos/a.jpg`) {
      response.setHeader('content-type', 'image/jpeg');
      response.end(photo);
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  telegram.listen(0, '127.0.0.1');
  await once(telegram, 'listening');
  return `http://127.0.0.1:${(telegram.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  photo = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer();
  t = await buildTestApp({
    TELEGRAM_WEBHOOK_SECRET: SECRET,
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_API_BASE: await startFakeBotApi(),
  });
  const added = await t.inject({
    method: 'POST',
    url: '/api/telegram-admin/add',
    token: t.superToken,
    payload: { name: 'Desk editor', telegram_user_id: String(EDITOR_TELEGRAM_ID), trusted: true },
  });
  expect(added.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  telegram.close();
});

const deliver = (payload: unknown, secret: string | null = SECRET) =>
  t.inject({
    method: 'POST',
    url: '/api/telegram/webhook',
    headers: {
      'content-type': 'application/json',
      ...(secret ? { 'x-telegram-bot-api-secret-token': secret } : {}),
    },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const update = (message: Record<string, unknown>, fromId = EDITOR_TELEGRAM_ID) => ({
  update_id: ++updateIds,
  message: {
    message_id: updateIds,
    date: 1_790_000_000,
    chat: { id: fromId, type: 'private' },
    from: { id: fromId, is_bot: false, first_name: 'Desk' },
    ...message,
  },
});

async function telegramPosts() {
  const response = await t.inject({ method: 'GET', url: '/api/post?limit=400' });
  return (
    response.json() as {
      title: string;
      detail: string;
      category: string;
      imagesUrl: { secure_url: string }[];
    }[]
  ).filter((post) => post.title.startsWith('TG '));
}

const uploads = () => {
  const dir = join(t.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('POST telegram/webhook', () => {
  it('refuses a missing or wrong secret and stores nothing', async () => {
    const before = (await telegramPosts()).length;
    const missing = await deliver(update({ text: 'TG no secret' }), null);
    const wrong = await deliver(update({ text: 'TG wrong secret' }), `${SECRET}x`);
    expect([missing.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(wrong.json().error).toBe('The Telegram secret token is missing or wrong.');
    expect(await telegramPosts()).toHaveLength(before);
  });

  it("turns a Telegram admin's message into a post, with its hashtag's category", async () => {
    const response = await deliver(update({ text: 'TG ዜና 🇪🇹 ርዕስ #sport\nየጨዋታው ዝርዝር።' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await telegramPosts()).toContainEqual(
      expect.objectContaining({ title: 'TG ዜና 🇪🇹 ርዕስ', detail: 'የጨዋታው ዝርዝር።', category: 'sport' }),
    );
  });

  it('keeps the photo of a captioned message, re-encoded under a server name', async () => {
    const before = uploads().length;
    const response = await deliver(
      update({
        caption: 'TG with a photo\nThe caption.',
        photo: [
          { file_id: 'small', width: 90, height: 51 },
          { file_id: 'large', width: 800, height: 450, file_size: photo.length },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    const post = (await telegramPosts()).find((candidate) => candidate.title === 'TG with a photo');
    expect(post?.imagesUrl).toHaveLength(1);
    expect(post?.imagesUrl[0]?.secure_url).toMatch(/^http:\/\/api\.test\/uploads\/[0-9a-f-]{36}\.webp$/);
    // The photo (800 px wide) and its 400 px copy for phones.
    expect(uploads()).toHaveLength(before + 2);
  });

  it('still posts the text when the photo cannot be fetched', async () => {
    const response = await deliver(
      update({ caption: 'TG photo lost', photo: [{ file_id: 'missing', width: 800, height: 450 }] }),
    );
    expect(response.statusCode).toBe(200);
    expect((await telegramPosts()).find((post) => post.title === 'TG photo lost')?.imagesUrl).toEqual([]);
  });

  it("keeps an untrusted Telegram admin's message as a draft, signed with their name", async () => {
    const added = await t.inject({
      method: 'POST',
      url: '/api/telegram-admin/add',
      token: t.superToken,
      payload: { name: 'Stringer', telegram_user_id: String(UNTRUSTED_TELEGRAM_ID) },
    });
    expect(added.json().data.trusted).toBe(false);
    expect(
      (await deliver(update({ text: 'TG from a stringer\nFirst report.' }, UNTRUSTED_TELEGRAM_ID)))
        .statusCode,
    ).toBe(200);
    expect((await telegramPosts()).map((post) => post.title)).not.toContain('TG from a stringer');
    const drafts = (
      await t.inject({ method: 'GET', url: '/api/post/manage?status=draft', token: t.superToken })
    ).json() as { title: string; author: unknown; status: string }[];
    expect(drafts.find((post) => post.title === 'TG from a stringer')).toMatchObject({
      status: 'draft',
      author: { name: 'Stringer', kind: 'telegram' },
    });
  });

  it('acknowledges but never posts what a stranger sends', async () => {
    const response = await deliver(update({ text: 'TG from a stranger' }, 999));
    expect(response.statusCode).toBe(200);
    expect((await telegramPosts()).map((post) => post.title)).not.toContain('TG from a stranger');
  });

  it('makes one post of an update delivered twice, even at the same moment', async () => {
    const twice = update({ text: 'TG delivered twice' });
    const answers = await Promise.all([deliver(twice), deliver(twice), deliver(twice)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await telegramPosts()).filter((post) => post.title === 'TG delivered twice')).toHaveLength(1);
  });

  it('acknowledges malformed updates and a 1 MB caption without a post or a 500', async () => {
    const before = (await telegramPosts()).length;
    const answers = [
      await deliver('{"update_id":'),
      await deliver('{"__proto__":{"update_id":1}}'),
      await deliver({ update_id: 'x' }),
      await deliver({ update_id: ++updateIds }),
      await deliver(update({ caption: `TG huge ${'ሀ'.repeat(1_000_000)}` })),
      await deliver(update({ text: 'TG\u0000nul' })),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 200, 200, 200, 200]);
    expect(answers[0]?.json().error).toEqual(expect.any(String));
    expect(await telegramPosts()).toHaveLength(before);
  });
});

describe('without a webhook secret', () => {
  it('refuses every delivery', async () => {
    const plain = await buildTestApp();
    try {
      const response = await plain.inject({
        method: 'POST',
        url: '/api/telegram/webhook',
        headers: { 'x-telegram-bot-api-secret-token': SECRET },
        payload: update({ text: 'TG unconfigured' }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('Posting from Telegram is not set up on this server.');
    } finally {
      await plain.close();
    }
  });
});
