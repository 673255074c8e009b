import { SectionTitle } from '~/components/section-title';
import { useTranslation } from '~/lib/use-translation';
import { HISTORY } from './about-content';

/** The company timeline: Established, Come up on TV, Upgrade to Shareholding company, Best Islamic content creator. */
export function AboutHistory() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="about-history">
      <SectionTitle id="about-history">{t('about.historyTitle')}</SectionTitle>
      <ol className="timeline">
        {HISTORY.map(({ key, year }) => (
          <li key={key}>
            <p className="timeline__year">{year}</p>
            <h3>{t(`about.history.${key}.title`)}</h3>
            <p className="muted">{t(`about.history.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
