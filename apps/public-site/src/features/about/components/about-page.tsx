import { COMPANY } from '@station/domain/constants';
import { SectionTitle } from '~/components/section-title';
import { useDocumentTitle } from '~/components/use-document-title';
import { useTranslation } from '~/lib/use-translation';
import { useAboutTexts } from '../use-about-texts';
import { AMHARIC_MISSION_STATEMENT, AWARDS, SERVICES, SHARE_OFFERS, TEAM } from './about-content';
import { AboutHistory } from './about-history';
import '~/components/pages.css';
import './about.css';

export function AboutPage() {
  useAboutTexts();
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('about.title'), t('about.intro', { years: COMPANY.yearsOfService }));
  const birr = new Intl.NumberFormat(i18n.language);
  return (
    <div className="page-sections">
      <h1 className="page-title">{t('about.title')}</h1>
      <p className="page-intro">{t('about.intro', { years: COMPANY.yearsOfService })}</p>

      <AboutHistory />

      <section aria-label={t('about.missionTitle')}>
        <ul className="tile-grid about__aims">
          {(['mission', 'values', 'vision'] as const).map((key) => (
            <li key={key} className="tile">
              <h2>{t(`about.${key}Title`)}</h2>
              <p>{t(`about.${key}`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-clients">
        <SectionTitle id="about-clients">{t('about.clientsTitle')}</SectionTitle>
        <p>{t('about.clients')}</p>
      </section>

      <section aria-labelledby="about-services">
        <SectionTitle id="about-services">{t('about.servicesTitle')}</SectionTitle>
        <ul className="tile-grid">
          {SERVICES.map((key) => (
            <li key={key} className="tile">
              {t(`about.services.${key}`)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-shares">
        <SectionTitle id="about-shares">{t('about.sharesTitle')}</SectionTitle>
        <p>{t('about.sharesIntro')}</p>
        <ul className="tile-grid">
          {SHARE_OFFERS.map(({ key, birr: amount }) => (
            <li key={key} className="tile">
              <p className="muted">{t(`about.shares.${key}`)}</p>
              <p className="about__amount">{t('about.birr', { amount: birr.format(amount) })}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-awards">
        <SectionTitle id="about-awards">{t('about.awardsTitle')}</SectionTitle>
        <ul className="tile-grid about__awards">
          {AWARDS.map((award) => (
            <li key={award}>
              <img
                src="/award.svg"
                alt={t('about.awardAlt', { name: t(`about.awardNames.${award}`) })}
                width={120}
                height={120}
                loading="lazy"
              />
              <p>{t(`about.awardNames.${award}`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team">
        <SectionTitle id="about-team">{t('about.teamTitle')}</SectionTitle>
        <ul className="tile-grid">
          {TEAM.map(({ key, name }) => (
            <li key={key} className="tile about__member">
              <span className="about__initials" aria-hidden>
                {name.split(' ').map((part) => part[0])}
              </span>
              <h3>{name}</h3>
              <p className="muted">{t(`about.team.${key}`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-statement">
        <SectionTitle id="about-statement">{t('about.statementTitle')}</SectionTitle>
        <blockquote lang="am" className="about__statement">
          {AMHARIC_MISSION_STATEMENT}
        </blockquote>
      </section>
    </div>
  );
}
