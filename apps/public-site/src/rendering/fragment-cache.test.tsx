// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CachedFragment } from './cached-fragment';
import { renderWithFragmentCache } from './fragment-cache';
import { recordRenderedText, renderedText } from './rendered-text';

/** Renders a text for the browser to adopt. */
function Text({ name, text }: { name: string; text: string }) {
  return renderedText(name, () => text);
}

/** A fragment holding another, each rendering a text for the browser, as the page server renders them. */
function render(outer: object, inner: object, text: string) {
  return recordRenderedText(() =>
    renderWithFragmentCache('en false', '/a', () =>
      renderToString(
        <div>
          <CachedFragment responses={[outer]} name="outer">
            <p>
              <Text name="outer" text={text} />
            </p>
            <CachedFragment responses={[inner]} name="inner">
              <b>
                <Text name="inner" text={text} />
              </b>
            </CachedFragment>
          </CachedFragment>
          <i>
            <Text name="after" text={text} />
          </i>
        </div>,
      ),
    ),
  );
}

describe('the fragment cache', () => {
  it('caches a fragment holding another whole, and serves it again with its text while its response is the same', () => {
    const [outer, inner] = [{}, {}];
    const first = render(outer, inner, 'first');
    expect(first.rendered).toBe(
      '<div><station-part><p>first</p><station-part><b>first</b></station-part></station-part><i>first</i></div>',
    );
    const again = render(outer, inner, 'again');
    expect(again.rendered).toBe(
      '<div><station-part><p>first</p><station-part><b>first</b></station-part></station-part><i>again</i></div>',
    );
    expect(again.text).toEqual({ outer: 'first', inner: 'first', after: 'again' });
  });

  it('renders the outer fragment anew for a new response, and serves the inner one from the cache inside it', () => {
    const inner = {};
    render({}, inner, 'first');
    const next = render({}, inner, 'next');
    expect(next.rendered).toBe(
      '<div><station-part><p>next</p><station-part><b>first</b></station-part></station-part><i>next</i></div>',
    );
    expect(next.text).toEqual({ outer: 'next', inner: 'first', after: 'next' });
  });
});
