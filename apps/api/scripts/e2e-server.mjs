#!/usr/bin/env node
// @ts-check
// Starts the built API for browser journeys: a fresh temporary data dir (embedded database), demo
// content, a known super administrator, and a stand-in video service on loopback so the playlist
// blocks have something to show, and a mail server on loopback that keeps every email the API sends
// (read back as JSON from the stand-in's /mail). The stand-in also answers for the Telegram Bot API and
// keeps what the bot was asked to send (read back from /telegram-calls). Everything it made is removed
// when it stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';

const here = dirname(fileURLToPath(import.meta.url));
const port = process.env.PORT ?? '3101';
// The stand-in's thumbnails are pictures from another origin, which the page server under test must
// name in IMAGE_ORIGINS for its Content-Security-Policy, so the stand-in listens beside the API.
const servicePort = Number(process.env.VIDEO_SERVICE_PORT ?? Number(port) + 1);
const mailPort = Number(port) + 2;
const dataDir = mkdtempSync(join(tmpdir(), 'station-e2e-'));

const VIDEO_IDS = [
  'dQw4w9WgXcQ',
  'M7lc1UVf-VE',
  'ysz5S6PUM-U',
  'jfKfPfyJRdk',
  'aqz-KE-bpKQ',
  'ScMzIvxBSi4',
  'kJQP7kiw5Fk',
  'OPf0YbXqDm0',
];

const thumbnail = await sharp({
  create: { width: 320, height: 180, channels: 3, background: { r: 11, g: 93, b: 59 } },
})
  .jpeg()
  .toBuffer();

/** @type {{ to: string[]; subject: string; text: string }[]} */
const mails = [];
const TELEGRAM_TOKEN = 'e2e-bot-token';
/** @type {{ method: string; params: unknown }[]} */
const telegramCalls = [];
const mailServer = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream).then((mail) => {
      mails.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
      });
      callback();
    }, callback);
  },
});
mailServer.listen(mailPort, '127.0.0.1');

const videoService = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname.startsWith(`/bot${TELEGRAM_TOKEN}/`)) {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const method = url.pathname.slice(`/bot${TELEGRAM_TOKEN}/`.length);
      const params = request.headers['content-type']?.startsWith('application/json') ? JSON.parse(body) : {};
      telegramCalls.push({ method, params });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ok: true, result: { message_id: telegramCalls.length } }));
    });
    return;
  }
  if (url.pathname === '/telegram-calls') {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(telegramCalls));
    return;
  }
  if (url.pathname === '/mail') {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(mails));
    return;
  }
  if (url.pathname.startsWith('/thumb/')) {
    response.setHeader('content-type', 'image/jpeg');
    response.end(thumbnail);
    return;
  }
  const items = VIDEO_IDS.map((videoId, index) => ({
    id: `item-${index}`,
    snippet: {
      title: `Station video ${index + 1}`,
      resourceId: { videoId },
      thumbnails: { medium: { url: `http://127.0.0.1:${servicePort}/thumb/${videoId}.jpg` } },
    },
  }));
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ items: url.pathname.endsWith('/playlistItems') ? items : [] }));
});

videoService.listen(servicePort, '127.0.0.1', () => {
  const address = /** @type {import('node:net').AddressInfo} */ (videoService.address());
  const api = spawn(process.execPath, [join(here, '..', 'dist', 'server.js')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ADMIN_EMAIL: 'admin@station.test',
      ADMIN_PASSWORD: 'station-admin-pass',
      SEED_DEMO: 'true',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      YOUTUBE_API_KEY: 'e2e-key',
      YOUTUBE_API_BASE: `http://127.0.0.1:${address.port}`,
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      MAIL_FROM: 'Station <news@station.test>',
      STATION_EMAIL: 'desk@station.test',
      MAIL_RATE_PER_SECOND: '100',
      TELEGRAM_BOT_TOKEN: TELEGRAM_TOKEN,
      TELEGRAM_API_BASE: `http://127.0.0.1:${address.port}`,
      TELEGRAM_WEBHOOK_SECRET: 'e2e-telegram-webhook-secret',
    },
  });

  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    api.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  api.on('exit', (code) => {
    videoService.close();
    mailServer.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
});
