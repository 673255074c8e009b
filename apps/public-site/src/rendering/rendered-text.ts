/**
 * Text the page server rendered that would cost a phone to render again: dates in other calendars, "5
 * minutes ago", a date in the reader's locale. Each needs the platform's locale data, which takes a
 * slow phone tens of milliseconds to load per locale and calendar. The server records what it rendered
 * (`recordRenderedText`), the page carries it, and while the browser hydrates the page
 * (`adoptRenderedText` … `forgetRenderedText`) that text is used as it is; after that, the text is
 * rendered here, when the reader changes language or moves to another page.
 */
let recording: Map<string, string> | undefined;
let adopted: ReadonlyMap<string, string> | undefined;

/** The text for `key`: the server's while the page hydrates, `render()`'s otherwise. */
export function renderedText(key: string, render: () => string): string {
  const fromServer = adopted?.get(key);
  if (fromServer !== undefined) return fromServer;
  const text = render();
  remember(key, text);
  return text;
}

function remember(key: string, text: string): void {
  if (!recording) return;
  recording.set(key, text);
  for (const fragment of watching) fragment.set(key, text);
}

/** Runs `render` (a server render) and returns, beside what it rendered, the text it recorded. */
export function recordRenderedText<T>(render: () => T): { rendered: T; text: Record<string, string> } {
  recording = new Map();
  try {
    const rendered = render();
    return { rendered, text: Object.fromEntries(recording) };
  } finally {
    recording = undefined;
  }
}

/** Before hydration: the text the server rendered into the page. */
export function adoptRenderedText(text: Readonly<Record<string, unknown>>): void {
  adopted = new Map(
    Object.entries(text).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Once the page is hydrated: from now on text is rendered for what the reader does. */
export function forgetRenderedText(): void {
  adopted = undefined;
}

/** Text lists being filled while a fragment of the page renders (fragment-cache.ts). */
const watching = new Set<Map<string, string>>();

/** From now until `stop()`, every text recorded is also put in `text`. */
export function watchRenderedText(): { text: Map<string, string>; stop: () => void } {
  const text = new Map<string, string>();
  watching.add(text);
  return { text, stop: () => watching.delete(text) };
}

/** Records text rendered earlier, for a fragment rendered then and served from the cache now. */
export function replayRenderedText(text: ReadonlyMap<string, string>): void {
  for (const [key, value] of text) remember(key, value);
}
