import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { cachedFragment, FragmentEnd, MARK_ATTRIBUTE } from './fragment-cache';
import { isHydrating } from './hydration';
import { followedLink, isLeaving } from './leaving-page';

/** Lists compare by their items, so a list filtered anew on each render of the same data is the same. */
const sameContent = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, index) => sameContent(item, b[index]))
    : Object.is(a, b);

const PART_ATTRIBUTE = 'data-server-part';

/** Tells React to keep the element's markup as the server rendered it (see ServerPart). */
const AS_SERVER_RENDERED = { __html: '' };

interface ServerPartProps {
  /** What the part shows (a list's posts): a change renders the part anew in the browser. */
  content: unknown;
  /**
   * For a list many pages show alike (the latest posts under every article), what tells this one apart
   * (its name and items): the page server then renders it once per API response, language and data
   * saver, and serves the markup from its fragment cache on every page (fragment-cache.ts). Its items
   * must all come from one response, and its markup depend on nothing else: not on the page it is on
   * (no link to that page).
   */
  cacheKey?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Text and links the reader cannot change by touching them: on a page the server rendered, hydration
 * leaves this markup as it is, without rendering it again or running any script for it, so a phone
 * spends its first seconds on the parts that respond (menu, search, videos, slides, share). Once the
 * content or the language changes, or on a page reached from another, the part renders as usual.
 * Its links still move within the site without reloading it.
 */
export function ServerPart({ content, cacheKey, className, children }: ServerPartProps) {
  const { i18n } = useTranslation();
  const router = useRouter();
  const id = useId();
  // Kept only where the server's markup for this very part is on the page: a part first shown later
  // (a list that was loading) has none, and renders.
  const [serverRendered] = useState(() =>
    isHydrating() && document.querySelector(`[${PART_ATTRIBUTE}="${CSS.escape(id)}"]`)
      ? { content, language: i18n.language }
      : undefined,
  );
  if (
    serverRendered &&
    sameContent(serverRendered.content, content) &&
    serverRendered.language === i18n.language
  ) {
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the clicks are the links' own, taken here for all the links inside.
      <div
        key="as-server-rendered"
        {...{ [PART_ATTRIBUTE]: id }}
        className={className}
        dangerouslySetInnerHTML={AS_SERVER_RENDERED}
        suppressHydrationWarning
        onClick={(event) => {
          // A click during hydration reaches this handler only afterwards, when the browser is already
          // following the link (boot.ts): moving within the site then would cancel that.
          if (isLeaving(document)) return;
          const link = followedLink(event.nativeEvent);
          if (!link || new URL(link.href).origin !== location.origin) return;
          event.preventDefault();
          void router.navigate({ href: link.pathname + link.search + link.hash });
        }}
      />
    );
  }
  // Only a page server caches fragments: the browser's build leaves this out.
  const owner: unknown = Array.isArray(content) ? content[0] : undefined;
  const cached =
    import.meta.env.SSR && cacheKey && owner && typeof owner === 'object'
      ? cachedFragment([owner], cacheKey, 'marks')
      : undefined;
  if (cached && 'html' in cached) {
    return (
      <div
        {...{ [PART_ATTRIBUTE]: id }}
        className={className}
        dangerouslySetInnerHTML={{ __html: cached.html }}
      />
    );
  }
  if (cached) {
    // Marks around the children, taken out with the markup between them once the page has rendered.
    return (
      <div {...{ [PART_ATTRIBUTE]: id }} className={className}>
        <template {...{ [MARK_ATTRIBUTE]: cached.mark }} />
        {children}
        <FragmentEnd mark={cached.mark} />
        <template {...{ [MARK_ATTRIBUTE]: cached.mark }} />
      </div>
    );
  }
  return (
    <div key="rendered" {...{ [PART_ATTRIBUTE]: id }} className={className}>
      {children}
    </div>
  );
}
