import { ContactForm } from '~/components/contact-form';
import { Icon } from '~/components/icons';
import { SectionTitle } from '~/components/section-title';
import { socialLinks } from '~/components/social-links';
import { useDocumentTitle } from '~/components/use-document-title';
import { siteConfig } from '~/config/site-config';
import { useTranslation } from '~/lib/use-translation';
import '~/components/pages.css';
import './contact.css';

export function ContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('contact.title'), t('contact.intro'));
  const { contact, mapEmbedUrl } = siteConfig();
  return (
    <div>
      <h1 className="page-title">{t('contact.title')}</h1>
      <p className="page-intro">{t('contact.intro')}</p>
      <div className="contact__columns">
        <div>
          <p className="icon-line">
            <Icon name="email" />
            <span>{t('contact.email')}:</span>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
          {contact.phones.map((phone) => (
            <p key={phone} className="icon-line">
              <Icon name="phone" />
              <span>{t('contact.phone')}:</span>
              <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
            </p>
          ))}
          <h2 className="contact__social-title">{t('contact.social')}</h2>
          <ul className="contact__social">
            {socialLinks().map(({ key, name, href, icon }) => (
              <li key={key}>
                <a href={href} target="_blank" rel="noopener noreferrer">
                  <Icon name={icon} />
                  {name}
                </a>
              </li>
            ))}
          </ul>
          <iframe
            className="contact__map"
            src={mapEmbedUrl}
            title={t('contact.map')}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </div>
        <section aria-labelledby="contact-form">
          <SectionTitle id="contact-form">{t('contact.formTitle')}</SectionTitle>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
