import { articlePath } from '@station/domain/article-path';

/** Past this, a link fills a phone's screen in a chat; Telegram shows it as written, escapes and all. */
const LINK_MAX = 200;

/**
 * The address a Telegram message gives for a post: the canonical one while it reads as written, else
 * `/article/<id>`, which the site sends on to the canonical address. An Amharic slug turns into
 * percent-encoding (nine characters a letter) that Telegram shows as such, unreadable and long.
 */
export function telegramArticleLink(siteUrl: string, post: { id: string; slug: string | null | undefined }) {
  const short = `${siteUrl}${articlePath({ _id: post.id })}`;
  const slug = post.slug ?? '';
  if (!slug || encodeURIComponent(slug) !== slug) return short;
  const canonical = `${siteUrl}${articlePath({ _id: post.id, slug })}`;
  return canonical.length <= LINK_MAX ? canonical : short;
}
