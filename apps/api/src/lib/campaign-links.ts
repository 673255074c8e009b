/** Where a link the station sends came from, as the audience analytics read it (`utm_*`). */
export interface Campaign {
  source: string;
  campaign?: string;
}

/** The analytics keep at most this much of a utm value. */
const UTM_MAX = 100;
/** Characters that end a sentence around a link rather than belong to it. */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', ')', ']', '»', '"', "'", '።', '፣', '፤', '፥', '፦']);

/** `link` with the campaign's `utm_source` and `utm_campaign`, unless it names a source already. */
export function withCampaign(link: string, { source, campaign }: Campaign): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (url.searchParams.has('utm_source')) return link;
  url.searchParams.set('utm_source', source.slice(0, UTM_MAX));
  if (campaign) url.searchParams.set('utm_campaign', campaign.slice(0, UTM_MAX));
  return url.toString();
}

/**
 * The links to the station's own site in a text someone wrote, marked with the campaign; every other
 * word, link and space stays as written. One pass over whitespace-separated words, whatever the text.
 */
export function tagSiteLinks(text: string, siteUrl: string, campaign: Campaign): string {
  const site = siteUrl.replace(/\/+$/, '');
  return text
    .split(/(\s+)/)
    .map((word) => {
      if (!word.startsWith(site)) return word;
      let end = word.length;
      while (end > site.length && TRAILING.has(word.charAt(end - 1))) end -= 1;
      const link = word.slice(0, end);
      const own = link === site || link.startsWith(`${site}/`) || link.startsWith(`${site}?`);
      return own ? withCampaign(link, campaign) + word.slice(end) : word;
    })
    .join('');
}
