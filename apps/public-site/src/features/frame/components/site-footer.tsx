import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ContactForm } from '~/components/contact-form';
import { SocialIcons } from '~/components/social-links';
import { siteConfig } from '~/config/site-config';
import { SubscribeForm } from '~/features/newsletter/components/subscribe-form';
import { dataSaverSwitchHref, useDataSaver } from '~/lib/reader';
import { useTranslation } from '~/lib/use-translation';
import { ServerPart, useBackAddress } from '~/rendering';

export function SiteFooter({ satelliteList }: { satelliteList: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { contact } = siteConfig();
  // The station's address as its settings give it in Amharic, for a reader in Amharic.
  const address = (i18n.language === 'am' && contact.addressAm) || contact.address;
  // The contact page has the form in its body; the footer then offers the newsletter alone.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const onContactPage = pathname === '/contact';
  const here = useBackAddress();
  const dataSaver = useDataSaver();
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the page's footer is the contentinfo landmark, which may be named
    <footer aria-label={t('footer.label')} className="site-footer">
      <div className="site-footer__grid">
        <div className="site-footer__form">
          {!onContactPage && (
            <>
              <h2 className="site-footer__heading">{t('footer.contactForm')}</h2>
              <ContactForm variant="dark" />
            </>
          )}
          <h2 className="site-footer__heading">{t('newsletter.title')}</h2>
          <SubscribeForm />
        </div>
        <ServerPart className="site-footer__links" content={pathname}>
          <h2 className="site-footer__heading">{t('footer.usefulLinks')}</h2>
          <ul className="site-footer__list">
            <li>
              <Link to="/about-us">{t('nav.about_us')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('nav.contact_us')}</Link>
            </li>
            <li>
              <Link to="/jeilu-sc">{t('nav.jeilu_sc')}</Link>
            </li>
            <li>
              <Link to="/">{t('nav.home')}</Link>
            </li>
          </ul>
        </ServerPart>
        <div className="site-footer__satellites">
          <h2 className="site-footer__heading">{t('footer.satellites')}</h2>
          {satelliteList}
        </div>
        <div className="site-footer__details">
          <ServerPart content={address}>
            <h2 className="site-footer__heading">{t('footer.contactDetails')}</h2>
            <address>
              <p>
                {t('common.label', { label: t('footer.address') })} {address}
              </p>
              <p>
                {t('common.label', { label: t('footer.email') })}{' '}
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
              {contact.phones.map((phone) => (
                <p key={phone}>
                  {t('common.label', { label: t('footer.phone') })}{' '}
                  <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
                </p>
              ))}
            </address>
          </ServerPart>
          <SocialIcons />
        </div>
      </div>
      <p className="site-footer__saver">
        {dataSaver ? t('footer.dataSaverOn') : t('footer.dataSaverOff')}{' '}
        {/* A plain link: the whole page changes (its pictures and font), so it is drawn again. */}
        <a href={dataSaverSwitchHref(!dataSaver, here)} rel="nofollow">
          {dataSaver ? t('footer.turnDataSaverOff') : t('footer.turnDataSaverOn')}
        </a>
      </p>
      <p className="site-footer__rights">{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
