import { Tokenizer } from 'htmlparser2';

/** What a reader of markup is told, in document order. Tag and attribute names arrive lowercased. */
export interface TokenReader {
  /** Whether the attribute is worth collecting for this tag; the others are never read. */
  wants(tag: string, attribute: string): boolean;
  open(tag: string, attributes: ReadonlyMap<string, string>): void;
  close(tag: string): void;
  /** Text with its entities already decoded; one run of text may come in several pieces. */
  text(text: string): void;
  /** Asked between slices: true stops the reading, the rest of the markup unread. */
  done(): boolean;
}

/**
 * What is read before other requests get a turn: a few milliseconds even for the densest markup
 * (16,384 characters of nothing but tags), so a body at the limit never holds the API for long.
 */
const SLICE = 16_384;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads markup through htmlparser2's tokenizer, a state machine that looks at each character once,
 * and hands the tags and text to `reader`. It builds no tree and keeps no stack: whoever reads decides
 * what nesting means and how deep it may go (htmlparser2's own tree builder searches an unbounded
 * stack on every closing tag, which made deep nesting quadratic). Long markup is read a slice at a
 * time, letting the event loop answer other requests in between.
 */
export async function readHtml(html: string, reader: TokenReader): Promise<void> {
  let tag = '';
  let attributes = new Map<string, string>();
  let attribute: string | undefined;
  let value = '';
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname: (start, end) => {
        tag = html.slice(start, end).toLowerCase();
        attributes = new Map();
      },
      onattribname: (start, end) => {
        const name = html.slice(start, end).toLowerCase();
        attribute = reader.wants(tag, name) && !attributes.has(name) ? name : undefined;
        value = '';
      },
      onattribdata: (start, end) => {
        if (attribute) value += html.slice(start, end);
      },
      onattribentity: (codePoint) => {
        if (attribute) value += String.fromCodePoint(codePoint);
      },
      onattribend: () => {
        if (attribute) attributes.set(attribute, value);
        attribute = undefined;
      },
      onopentagend: () => reader.open(tag, attributes),
      // HTML ignores the slash of `<p/>`: the tag is open like any other.
      onselfclosingtag: () => reader.open(tag, attributes),
      onclosetag: (start, end) => reader.close(html.slice(start, end).toLowerCase()),
      ontext: (start, end) => reader.text(html.slice(start, end)),
      ontextentity: (codePoint) => reader.text(String.fromCodePoint(codePoint)),
      // Comments, CDATA, doctypes and processing instructions carry nothing a post keeps.
      oncdata: () => {},
      oncomment: () => {},
      ondeclaration: () => {},
      onprocessinginstruction: () => {},
      onend: () => {},
    },
  );
  for (let at = 0; at < html.length; at += SLICE) {
    if (at > 0) await nextTurn();
    if (reader.done()) return;
    tokenizer.write(html.slice(at, at + SLICE));
  }
  tokenizer.end();
}
