import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { followedLink, isLeaving } from '~/lib/page-state';
import { EndOfPart, MARK_ATTRIBUTE, sharedPart } from '~/lib/shared-parts';
import { isTakingOver } from '~/lib/takeover';
import { useTranslation } from '~/lib/use-translation';

/** Lists compare by their items, so a list filtered anew on each render of the same data is the same. */
const sameContent = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, index) => sameContent(item, b[index]))
    : Object.is(a, b);

const PART_ATTRIBUTE = 'data-server-part';

/** Tells React to keep the element's markup as the server drew it (see ServerPart). */
const AS_DRAWN = { __html: '' };

interface ServerPartProps {
  /** What the part shows (a list's posts): a change draws the part anew in the browser. */
  content: unknown;
  /**
   * For a list many pages show alike (the latest posts under every article), what tells this one apart
   * (its name and items): the page server then draws it once per answer, language and data saver, and
   * reuses the markup on every page (lib/shared-parts.ts). Its items must all come from one
   * answer, and its markup depend on nothing else: not on the page it is on (no link to that page).
   */
  shared?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Text and links the reader cannot change by touching them: on a page the server drew, the takeover
 * leaves this markup as it is, without drawing it again or running any script for it, so a phone
 * spends its first seconds on the parts that respond (menu, search, videos, slides, share). Once the
 * content or the language changes, or on a page reached from another, the part is drawn as usual.
 * Its links still move within the site without reloading it.
 */
export function ServerPart({ content, shared, className, children }: ServerPartProps) {
  const { i18n } = useTranslation();
  const router = useRouter();
  const id = useId();
  // Kept only where the server's markup for this very part is on the page: a part first shown later
  // (a list that was loading) has none, and is drawn.
  const [drawn] = useState(() =>
    isTakingOver() && document.querySelector(`[${PART_ATTRIBUTE}="${CSS.escape(id)}"]`)
      ? { content, language: i18n.language }
      : undefined,
  );
  if (drawn && sameContent(drawn.content, content) && drawn.language === i18n.language) {
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the clicks are the links' own, taken here for all the links inside.
      <div
        key="as-drawn"
        {...{ [PART_ATTRIBUTE]: id }}
        className={className}
        dangerouslySetInnerHTML={AS_DRAWN}
        suppressHydrationWarning
        onClick={(event) => {
          // A click during the takeover reaches this handler only afterwards, when the browser is already
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
  // Only a page server keeps parts: the browser's build leaves this out.
  const owner: unknown = Array.isArray(content) ? content[0] : undefined;
  const sharing =
    import.meta.env.SSR && shared && owner && typeof owner === 'object'
      ? sharedPart([owner], shared, 'marks')
      : undefined;
  if (sharing && 'html' in sharing) {
    return (
      <div
        {...{ [PART_ATTRIBUTE]: id }}
        className={className}
        dangerouslySetInnerHTML={{ __html: sharing.html }}
      />
    );
  }
  if (sharing) {
    // Marks around the children, taken out with the markup between them once the page is drawn.
    return (
      <div {...{ [PART_ATTRIBUTE]: id }} className={className}>
        <template {...{ [MARK_ATTRIBUTE]: sharing.mark }} />
        {children}
        <EndOfPart mark={sharing.mark} />
        <template {...{ [MARK_ATTRIBUTE]: sharing.mark }} />
      </div>
    );
  }
  return (
    <div key="drawn" {...{ [PART_ATTRIBUTE]: id }} className={className}>
      {children}
    </div>
  );
}
