import { articlePath } from '@station/domain/article-path';
import { type Campaign, withCampaign } from '../../lib/campaign-links';

/** Past this, a link fills a phone's screen in a chat; Telegram shows it as written, escapes and all. */
const LINK_MAX = 200;

/**
 * The address a Telegram message gives for a post: the canonical one while it reads as written, else
 * `/article/<id>`, which the site sends on to the canonical address. An Amharic slug turns into
 * percent-encoding (nine characters a letter) that Telegram shows as such, unreadable and long.
 */
export function telegramArticleLink(
  siteUrl: string,
  post: { id: string; slug: string | null | undefined },
  campaign?: Campaign,
) {
  const tagged = (link: string) => (campaign ? withCampaign(link, campaign) : link);
  const short = tagged(`${siteUrl}${articlePath({ _id: post.id })}`);
  const slug = post.slug ?? '';
  if (!slug || encodeURIComponent(slug) !== slug) return short;
  const canonical = tagged(`${siteUrl}${articlePath({ _id: post.id, slug })}`);
  return canonical.length <= LINK_MAX ? canonical : short;
}

/** What the channel's posts bring, told apart in the analytics from links readers share themselves. */
export const CHANNEL_CAMPAIGN: Campaign = { source: 'telegram', campaign: 'channel' };
