/**
 * Words the page server wrote that would cost a phone to write again: dates in other calendars, "5
 * minutes ago", a date in the reader's locale. Each needs the platform's locale data, which takes a
 * slow phone tens of milliseconds to load per locale and calendar. The server records what it wrote
 * (`recordDrawnWords`), the page carries it, and while the browser takes the page over
 * (`adoptDrawnWords` … `forgetDrawnWords`) those words are used as they are; after that, the words are
 * written here, when the reader changes language or moves to another page.
 */
let recording: Map<string, string> | undefined;
let adopted: ReadonlyMap<string, string> | undefined;

/** The words for `key`: the server's while the page is being taken over, `write()`'s otherwise. */
export function drawnWords(key: string, write: () => string): string {
  const fromServer = adopted?.get(key);
  if (fromServer !== undefined) return fromServer;
  const words = write();
  remember(key, words);
  return words;
}

function remember(key: string, words: string): void {
  if (!recording) return;
  recording.set(key, words);
  for (const part of watching) part.set(key, words);
}

/** Runs `draw` (a server render) and answers, beside what it drew, the words it recorded. */
export function recordDrawnWords<T>(draw: () => T): { drawn: T; words: Record<string, string> } {
  recording = new Map();
  try {
    const drawn = draw();
    return { drawn, words: Object.fromEntries(recording) };
  } finally {
    recording = undefined;
  }
}

/** Before the takeover: the words the server wrote into the page. */
export function adoptDrawnWords(words: Readonly<Record<string, unknown>>): void {
  adopted = new Map(
    Object.entries(words).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Once the page is the browser's: from now on words are written for what the reader does. */
export function forgetDrawnWords(): void {
  adopted = undefined;
}

/** Word lists being filled while a part of the page is drawn (lib/shared-parts.ts). */
const watching = new Set<Map<string, string>>();

/** From now until `stop()`, every word recorded is also put in `words`. */
export function watchDrawnWords(): { words: Map<string, string>; stop: () => void } {
  const words = new Map<string, string>();
  watching.add(words);
  return { words, stop: () => watching.delete(words) };
}

/** Records words written earlier, for a part of the page drawn then and given again now. */
export function replayDrawnWords(words: ReadonlyMap<string, string>): void {
  for (const [key, value] of words) remember(key, value);
}
