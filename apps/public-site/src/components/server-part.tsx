import { useRouter } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { followedLink, isLeaving } from '~/lib/page-state';
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
export function ServerPart({ content, className, children }: ServerPartProps) {
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
  return (
    <div key="drawn" {...{ [PART_ATTRIBUTE]: id }} className={className}>
      {children}
    </div>
  );
}
