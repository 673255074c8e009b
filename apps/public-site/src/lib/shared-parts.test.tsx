// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SharedMarkup } from '~/components/shared-markup';
import { drawnWords, recordDrawnWords } from './drawn-words';
import { drawSharingParts } from './shared-parts';

/** Writes a word for the browser when it is drawn. */
function Word({ name, text }: { name: string; text: string }) {
  return drawnWords(name, () => text);
}

/** A part holding another, each writing a word for the browser, as the page server draws them. */
function draw(outer: object, inner: object, text: string) {
  return recordDrawnWords(() =>
    drawSharingParts('en false', '/a', () =>
      renderToString(
        <div>
          <SharedMarkup answers={[outer]} part="outer">
            <p>
              <Word name="outer" text={text} />
            </p>
            <SharedMarkup answers={[inner]} part="inner">
              <b>
                <Word name="inner" text={text} />
              </b>
            </SharedMarkup>
          </SharedMarkup>
          <i>
            <Word name="after" text={text} />
          </i>
        </div>,
      ),
    ),
  );
}

describe('parts shared between pages', () => {
  it('keeps a part holding another whole, and gives it again with its words while its answer is the same', () => {
    const [outer, inner] = [{}, {}];
    const first = draw(outer, inner, 'first');
    expect(first.drawn).toBe(
      '<div><station-part><p>first</p><station-part><b>first</b></station-part></station-part><i>first</i></div>',
    );
    const again = draw(outer, inner, 'again');
    expect(again.drawn).toBe(
      '<div><station-part><p>first</p><station-part><b>first</b></station-part></station-part><i>again</i></div>',
    );
    expect(again.words).toEqual({ outer: 'first', inner: 'first', after: 'again' });
  });

  it('draws the outer part anew for a new answer, and gives the inner one as kept inside it', () => {
    const inner = {};
    draw({}, inner, 'first');
    const next = draw({}, inner, 'next');
    expect(next.drawn).toBe(
      '<div><station-part><p>next</p><station-part><b>first</b></station-part></station-part><i>next</i></div>',
    );
    expect(next.words).toEqual({ outer: 'next', inner: 'first', after: 'next' });
  });
});
