import { useRouterState } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext } from 'react';
import { EndOfPart, MARK_ATTRIBUTE, PAGE_ADDRESS, sharedPart } from '~/lib/shared-parts';
import './shared-markup.css';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** A shared part's element: it has no box (`display: contents`), its children are laid out as without it. */
      'station-part': HTMLAttributes<HTMLElement>;
    }
  }
}

/** True while the page server draws a part every page of a route shares. */
const DrawingForEveryPage = createContext(false);

/**
 * The page's address, for a link that brings the reader back here (a language or data saver switch).
 * In a part drawn for every page of a route it is a stand-in, which each page replaces with its own.
 */
export function useBackAddress(): string {
  const here = useRouterState({ select: (state) => state.location.href });
  const forEveryPage = useContext(DrawingForEveryPage);
  return import.meta.env.SSR && forEveryPage ? PAGE_ADDRESS : here;
}

interface SharedMarkupProps {
  /**
   * What the part shows (the answers it is drawn from), when its markup is the same on every page that
   * draws it from them for the same reader; undefined where it is not. See lib/shared-parts.ts.
   */
  answers: readonly object[] | undefined;
  /** The part's name, and anything else its markup depends on. */
  part: string;
  children: ReactNode;
}

/**
 * A part of the page the browser takes over (the header, the footer) that the page server draws once
 * for many pages and then gives as drawn. The browser draws it as the server first did, the same
 * elements in the same places, so what it draws matches the markup wherever that was drawn.
 */
export function SharedMarkup({ answers, part, children }: SharedMarkupProps) {
  const sharing = import.meta.env.SSR && answers ? sharedPart(answers, part, 'element') : undefined;
  if (sharing && 'html' in sharing)
    return <station-part dangerouslySetInnerHTML={{ __html: sharing.html }} />;
  const mark = sharing?.mark;
  return (
    <station-part {...(mark === undefined ? {} : { [MARK_ATTRIBUTE]: mark })}>
      <DrawingForEveryPage value={mark !== undefined}>
        {children}
        <EndOfPart mark={mark} />
      </DrawingForEveryPage>
    </station-part>
  );
}
