import { useRouterState } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext } from 'react';
import { cachedFragment, FragmentEnd, MARK_ATTRIBUTE, PAGE_ADDRESS } from './fragment-cache';
import './cached-fragment.css';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** A cached fragment's element: it has no box (`display: contents`), its children are laid out as without it. */
      'station-part': HTMLAttributes<HTMLElement>;
    }
  }
}

/** True while the page server renders a fragment every page of a route shares. */
const RenderingForEveryPage = createContext(false);

/**
 * The page's address, for a link that brings the reader back here (a language or data saver switch).
 * In a fragment rendered for every page of a route it is a stand-in, which each page replaces with its
 * own.
 */
export function useBackAddress(): string {
  const here = useRouterState({ select: (state) => state.location.href });
  const forEveryPage = useContext(RenderingForEveryPage);
  return import.meta.env.SSR && forEveryPage ? PAGE_ADDRESS : here;
}

interface CachedFragmentProps {
  /**
   * What the fragment shows (the API responses it is rendered from), when its markup is the same on
   * every page that renders it from them for the same reader; undefined where it is not. See
   * fragment-cache.ts.
   */
  responses: readonly object[] | undefined;
  /** The fragment's name, and anything else its markup depends on. */
  name: string;
  children: ReactNode;
}

/**
 * A part of the page the browser hydrates (the header, the footer) that the page server renders once
 * for many pages and then serves from its fragment cache. The browser renders it as the server first
 * did, the same elements in the same places, so what it renders matches the markup wherever that was
 * rendered.
 */
export function CachedFragment({ responses, name, children }: CachedFragmentProps) {
  const cached = import.meta.env.SSR && responses ? cachedFragment(responses, name, 'element') : undefined;
  if (cached && 'html' in cached) return <station-part dangerouslySetInnerHTML={{ __html: cached.html }} />;
  const mark = cached?.mark;
  return (
    <station-part {...(mark === undefined ? {} : { [MARK_ATTRIBUTE]: mark })}>
      <RenderingForEveryPage value={mark !== undefined}>
        {children}
        <FragmentEnd mark={mark} />
      </RenderingForEveryPage>
    </station-part>
  );
}
