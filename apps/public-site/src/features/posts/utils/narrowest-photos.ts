import { narrowestCandidate } from '~/lib/reader';

interface Attribute {
  name: string;
  value: string;
  /** Where the attribute starts and ends in the markup. */
  start: number;
  end: number;
}

const isSpace = (char: string) => char === ' ' || char === '\n' || char === '\t' || char === '\r';
const endsName = (char: string) => isSpace(char) || char === '/' || char === '>' || char === '=';

/**
 * The attributes of the tag whose name ends at `from`, up to its `>` (one outside quotes), or
 * undefined when the markup ends first. Each character is read once.
 */
function readTag(html: string, from: number): { attributes: Attribute[]; end: number } | undefined {
  const attributes: Attribute[] = [];
  let at = from;
  while (at < html.length) {
    const char = html.charAt(at);
    if (char === '>') return { attributes, end: at + 1 };
    if (isSpace(char) || char === '/') {
      at += 1;
      continue;
    }
    const start = at;
    while (at < html.length && !endsName(html.charAt(at))) at += 1;
    const name = html.slice(start, at).toLowerCase();
    let value = '';
    if (html.charAt(at) === '=') {
      const quote = html.charAt(at + 1);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 2);
        if (close === -1) return undefined;
        value = html.slice(at + 2, close);
        at = close + 1;
      } else {
        const valueStart = at + 1;
        at = valueStart;
        while (at < html.length && !isSpace(html.charAt(at)) && html.charAt(at) !== '>') at += 1;
        value = html.slice(valueStart, at);
      }
    }
    attributes.push({ name, value, start, end: at });
  }
  return undefined;
}

/** One `<img>` tag with the narrowest of its widths as its address and no `srcset` or `sizes`. */
function narrowTag(html: string, at: number, { attributes, end }: { attributes: Attribute[]; end: number }) {
  const srcset = attributes.find((attribute) => attribute.name === 'srcset');
  const narrowest = srcset && narrowestCandidate(srcset.value);
  if (!narrowest || narrowest.includes('"') || !attributes.some(({ name }) => name === 'src')) {
    return html.slice(at, end);
  }
  let tag = '';
  let cursor = at;
  for (const attribute of attributes) {
    if (attribute.name === 'src') {
      tag += `${html.slice(cursor, attribute.start)}src="${narrowest}"`;
    } else if (attribute.name === 'srcset' || attribute.name === 'sizes') {
      tag += html.slice(cursor, attribute.start).trimEnd();
    } else {
      continue;
    }
    cursor = attribute.end;
  }
  return tag + html.slice(cursor, end);
}

/**
 * An article's markup for a reader saving data: every inline photo loads the narrowest stored copy,
 * as cover photos do, with no `srcset` a wide screen would pick a wider one from. The markup is read
 * once from start to end, whatever it holds.
 */
export function withNarrowestPhotos(html: string): string {
  const parts: string[] = [];
  let from = 0;
  for (let at = html.indexOf('<img', from); at !== -1; at = html.indexOf('<img', from)) {
    if (!endsName(html.charAt(at + 4))) {
      parts.push(html.slice(from, at + 4));
      from = at + 4;
      continue;
    }
    const tag = readTag(html, at + 4);
    // Unclosed: what is left is kept as it is, and not read again from the next `<img`.
    if (!tag) break;
    parts.push(html.slice(from, at), narrowTag(html, at, tag));
    from = tag.end;
  }
  parts.push(html.slice(from));
  return parts.join('');
}
