import { isLanguage } from '@station/domain';
import type { Env } from '../../config/env';
import { tagSiteLinks } from '../../lib/campaign-links';
import type { MailMessage } from '../../mail/mailer';

/**
 * A page of the public site as a link in an email to a reader: through the site's language switch
 * (`/language?set=…&back=…`, which works without scripts), so the page opens in the reader's language
 * whatever the browser they open it in last chose.
 */
export function readerLink(env: Env, language: string, page: string): string {
  const set = isLanguage(language) ? language : 'en';
  return `${env.PUBLIC_SITE_URL}/language?${new URLSearchParams({ set, back: page })}`;
}

/** The addresses every newsletter email carries for leaving, on the site and for one-click (RFC 8058). */
export function unsubscribeLinks(env: Env, to: { token: string; language: string }) {
  const query = `token=${encodeURIComponent(to.token)}`;
  return {
    page: readerLink(env, to.language, `/newsletter/unsubscribe?${query}`),
    oneClick: `${env.PUBLIC_BASE_URL}/api/newsletter/unsubscribe?${query}`,
  };
}

const footers = {
  en: (link: string) =>
    `You receive this because you subscribed to the station's newsletter.\nUnsubscribe: ${link}`,
  am: (link: string) => `ይህን የሚቀበሉት ለጣቢያው ጋዜጣ ስለተመዘገቡ ነው።\nከደንበኝነት ለመውጣት፦ ${link}`,
};

/**
 * Stands for a reader's own token in a preview and a test copy: it has the shape of one and matches no
 * reader, so its unsubscribe link opens the site's page and unsubscribes nobody.
 */
export const SAMPLE_TOKEN = 'each-reader-gets-their-own-link';

/** The one template of a newsletter email: a sending, its preview and a test copy are all built here. */
export function newsletterMessage(
  env: Env,
  to: { email: string; token: string; language: string },
  content: { subject: string; message: string },
): MailMessage {
  const links = unsubscribeLinks(env, to);
  return {
    to: to.email,
    subject: content.subject,
    // Links to the site in the letter say it brought the reader, and which letter did.
    text: `${tagSiteLinks(content.message, env.PUBLIC_SITE_URL, { source: 'newsletter', campaign: content.subject })}\n\n—\n${footers.en(links.page)}\n${footers.am(links.page)}`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function confirmationMessage(
  env: Env,
  to: { email: string; token: string; language: string },
): MailMessage {
  const link = readerLink(env, to.language, `/newsletter/confirm?token=${encodeURIComponent(to.token)}`);
  const am = to.language === 'am';
  return {
    to: to.email,
    subject: am ? 'የጋዜጣ ምዝገባዎን ያረጋግጡ' : 'Confirm your newsletter subscription',
    text: am
      ? `ለጣቢያው ጋዜጣ ለመመዝገብ ይህን አድራሻ ይክፈቱ፦\n${link}\n\nእርስዎ ካልጠየቁ ይህን መልዕክት ይተዉት፤ ምንም አይላክልዎትም።`
      : `To receive the station's newsletter, open this link:\n${link}\n\nIf you did not ask for it, ignore this email: nothing more will be sent.`,
  };
}
