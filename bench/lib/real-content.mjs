// @ts-check
// A real station's content, made here and the same on every run: 200 posts of about 800 words (a
// quarter in Amharic), 60 % with a 1600×900 photo, one in ten of those with a second photo shown as an
// inline figure. Posts go in through the API's own calls, so their photos get the narrower copies and
// their text the search folding an editor's upload gets.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export const REAL_CONTENT = {
  posts: 200,
  meanWords: 800,
  amharicShare: 0.25,
  photoShare: 0.6,
  figureShare: 0.1,
  photo: { width: 1600, height: 900 },
};

const CATEGORIES = ['local', 'world', 'jemals_view', 'business', 'sport'];

/**
 * mulberry32: a small, fast generator whose sequence depends only on the seed.
 * @param {number} seed
 */
export const randomFrom = (seed) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** @typedef {() => number} Random a number in [0, 1) */

/**
 * @template T
 * @param {Random} random
 * @param {readonly T[]} items
 */
const pick = (random, items) => /** @type {T} */ (items[Math.floor(random() * items.length)]);
/**
 * @param {Random} random
 * @param {number} low
 * @param {number} high
 */
const between = (random, low, high) => low + Math.floor(random() * (high - low + 1));

// Words are built from syllables rather than drawn from a short list, so the text compresses the way
// real prose does (a short list repeated would make every page look lighter than it is).
const ENGLISH_ONSETS = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'h',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'w',
  'st',
  'tr',
  'gr',
];
const ENGLISH_VOWELS = ['a', 'e', 'i', 'o', 'u', 'ea', 'ou', 'ai'];
const ENGLISH_CODAS = ['', '', 'n', 'r', 's', 't', 'nd', 'ng', 'st', 'l'];
const ENGLISH_COMMON = ['the', 'of', 'and', 'to', 'in', 'a', 'is', 'that', 'for', 'on', 'with', 'was'];
// The consonant rows Amharic writes (first-order letters); a syllable is a row plus a vowel order.
const AMHARIC_ROWS = [...'ሀለመረሰሸቀበተቸነኘአከወዘየደጀገጠጨጰጸፈፐ'].map((letter) => letter.codePointAt(0) ?? 0);
const AMHARIC_COMMON = ['እና', 'ላይ', 'ውስጥ', 'ነው', 'ወደ', 'ከ', 'የ', 'በኋላ', 'ግን', 'ደግሞ'];

/** @param {Random} random */
const englishWord = (random) => {
  if (random() < 0.35) return pick(random, ENGLISH_COMMON);
  const syllables = between(random, 1, 3);
  let word = '';
  for (let index = 0; index < syllables; index += 1)
    word += pick(random, ENGLISH_ONSETS) + pick(random, ENGLISH_VOWELS) + pick(random, ENGLISH_CODAS);
  return word;
};

/** @param {Random} random */
const amharicWord = (random) => {
  if (random() < 0.25) return pick(random, AMHARIC_COMMON);
  const syllables = between(random, 2, 4);
  let word = '';
  for (let index = 0; index < syllables; index += 1)
    word += String.fromCodePoint(pick(random, AMHARIC_ROWS) + between(random, 0, 6));
  return word;
};

/**
 * @param {Random} random
 * @param {boolean} amharic
 */
const sentence = (random, amharic) => {
  const words = Array.from({ length: between(random, 8, 22) }, () =>
    amharic ? amharicWord(random) : englishWord(random),
  );
  const [first = ''] = words;
  if (!amharic) words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return `${words.join(' ')}${amharic ? '።' : '.'}`;
};

/**
 * Paragraphs of about `words` words in all.
 * @param {Random} random
 * @param {boolean} amharic
 * @param {number} words
 */
const paragraphsOf = (random, amharic, words) => {
  const paragraphs = [];
  let count = 0;
  while (count < words) {
    const sentences = Array.from({ length: between(random, 3, 6) }, () => sentence(random, amharic));
    const paragraph = sentences.join(' ');
    count += paragraph.split(' ').length;
    paragraphs.push(paragraph);
  }
  return paragraphs;
};

/** @type {Record<string, string>} */
const HTML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => HTML_ENTITIES[c] ?? c);

/**
 * A photograph's worth of detail at every scale: broad shapes for the scene, thousands of small ones
 * for texture, and a little grain. Re-encoded by the API as WebP it weighs what a news photo does:
 * about 150 KB at 1600 px, 40–55 KB at 800 and 20 KB at 400.
 * @param {number} seed
 */
const makePhoto = async (seed) => {
  const random = randomFrom(seed);
  const { width, height } = REAL_CONTENT.photo;
  const hue = Math.floor(random() * 360);
  let shapes = '';
  for (let index = 0; index < 3500; index += 1) {
    const broad = index < 60;
    const rx = broad ? 60 + random() * 400 : 2 + random() * 30;
    const ry = broad ? 60 + random() * 300 : 2 + random() * 30;
    const shade = (hue + Math.floor(random() * 120) - 60 + 360) % 360;
    shapes += `<ellipse cx="${Math.round(random() * width)}" cy="${Math.round(random() * height)}" rx="${Math.round(rx)}" ry="${Math.round(ry)}" fill="hsl(${shade},${Math.round(20 + random() * 50)}%,${Math.round(15 + random() * 70)}%)" fill-opacity="${(0.3 + random() * 0.6).toFixed(2)}"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},30%,40%)"/>${shapes}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).blur(0.8).raw().toBuffer({ resolveWithObject: true });
  for (let index = 0; index < data.length; index += 1)
    data[index] = Math.max(0, Math.min(255, (data[index] ?? 0) + Math.round((random() - 0.5) * 20)));
  return sharp(data, { raw: info }).jpeg({ quality: 85 }).toBuffer();
};

const PHOTO_CACHE = join(tmpdir(), 'station-bench-photos');

/**
 * The photo of `seed`, made once per machine: making one takes about a second.
 * @param {number} seed
 */
export const photoOf = async (seed) => {
  const file = join(PHOTO_CACHE, `${seed}.jpg`);
  if (existsSync(file)) return readFileSync(file);
  const photo = await makePhoto(seed);
  mkdirSync(PHOTO_CACHE, { recursive: true });
  writeFileSync(file, photo);
  return photo;
};

/**
 * The post numbered `index` (0-based): its words, category and how many photos it carries.
 * @param {number} index
 */
export const realPost = (index) => {
  const random = randomFrom(1_000 + index);
  // Every fourth post is in Amharic, spread through the list as a newsroom's would be.
  const amharic = index % 4 === 1;
  // Lengths from about 300 to 1,300 words, 800 on average.
  const words = Math.round(REAL_CONTENT.meanWords * (0.4 + random() * 1.2));
  const paragraphs = paragraphsOf(random, amharic, words);
  const title = sentence(random, amharic)
    .split(' ')
    .slice(0, between(random, 6, 11))
    .join(' ')
    .replace(/[.።]$/, '');
  const photos = index % 5 < 3 ? (index % 10 === 0 ? 2 : 1) : 0;
  const category = /** @type {string} */ (CATEGORIES[index % CATEGORIES.length]);
  return { title, paragraphs, category, amharic, photos };
};

/**
 * @param {string[]} paragraphs
 * @param {string} [figureKey]
 */
const bodyOf = (paragraphs, figureKey) => {
  const blocks = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  if (figureKey) {
    blocks.splice(
      Math.min(2, blocks.length),
      0,
      `<figure><img data-photo-id="${escapeHtml(figureKey)}" alt=""><figcaption>${escapeHtml((paragraphs[0] ?? '').split(' ').slice(0, 8).join(' '))}</figcaption></figure>`,
    );
  }
  return blocks.join('');
};

/**
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<any>} the API's JSON answer, shaped by the route
 */
const call = async (url, init) => {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
};

/**
 * Puts the real content into the API at `apiUrl` as its administrator would, and answers the ids of
 * the posts in the order they were made.
 * @param {string} apiUrl
 * @param {{ email: string; password: string }} admin
 * @returns {Promise<string[]>}
 */
export const seedRealContent = async (apiUrl, { email, password }) => {
  const { token } = await call(`${apiUrl}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const authorization = { authorization: `Bearer ${token}` };
  const ids = [];
  for (let index = 0; index < REAL_CONTENT.posts; index += 1) {
    const post = realPost(index);
    const form = new FormData();
    form.set('title', post.title);
    form.set('category', post.category);
    form.set('detail', post.paragraphs.join('\n\n'));
    form.set('body', bodyOf(post.paragraphs));
    form.set('intent', post.photos === 2 ? 'draft' : 'publish');
    for (let photo = 0; photo < post.photos; photo += 1) {
      const data = await photoOf(index * 10 + photo);
      form.append('images', new Blob([data], { type: 'image/jpeg' }), `photo-${index}-${photo}.jpg`);
    }
    const { data: saved } = await call(`${apiUrl}/api/post/add`, {
      method: 'POST',
      headers: authorization,
      body: form,
    });
    if (post.photos === 2) {
      await call(`${apiUrl}/api/post/${saved._id}`, {
        method: 'PATCH',
        headers: { ...authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: post.title,
          category: post.category,
          detail: post.paragraphs.join('\n\n'),
          body: bodyOf(post.paragraphs, saved.imagesUrl[1].id),
        }),
      });
      await call(`${apiUrl}/api/post/${saved._id}/publish`, { method: 'POST', headers: authorization });
    }
    ids.push(saved._id);
  }
  return ids;
};
