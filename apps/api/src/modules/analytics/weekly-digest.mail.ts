import type { AudienceTotals, Language } from '@station/domain';
import { inLanguage } from '../../mail/in-language';

/** What one week's digest says: the week's figures beside the week before, and what was read most. */
export interface DigestFigures {
  /** Monday 00:00 to the next Monday 00:00, Addis Ababa time. */
  week: { from: Date; to: Date };
  current: AudienceTotals;
  previous: AudienceTotals;
  articles: { title: string; views: number }[];
  /** The console's analytics page. */
  link: string;
}

const LOCALES: Record<Language, string> = { en: 'en-GB', am: 'am-ET' };
const DAY_MS = 86_400_000;

const day = (language: Language, at: Date) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'Africa/Addis_Ababa',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);

const count = (language: Language, value: number, digits = 0) =>
  new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: digits }).format(value);

const perVisit = ({ views, visits }: AudienceTotals) => (visits > 0 ? views / visits : 0);

/** `+12%`, `−3%`, or null when the week before had none to compare with. */
function change(current: number, previous: number): string | null {
  if (previous === 0) return null;
  const percent = Math.round(((current - previous) / previous) * 100);
  return percent > 0 ? `+${percent}%` : percent < 0 ? `−${-percent}%` : '±0%';
}

interface Line {
  label: string;
  value: (totals: AudienceTotals) => number;
  digits?: number;
}

/** One figure beside the week before, in the reader's words for "from" and "none before". */
function figureLines(language: Language, figures: DigestFigures, lines: Line[], words: Words) {
  return lines.map(({ label, value, digits }) => {
    const now = value(figures.current);
    const before = value(figures.previous);
    const moved = change(now, before);
    const aside = moved ? words.from(moved, count(language, before, digits)) : words.noneBefore;
    return `${label}${words.colon}${count(language, now, digits)} (${aside})`;
  });
}

interface Words {
  /** Between a figure's name and its value. */
  colon: string;
  from: (moved: string, before: string) => string;
  noneBefore: string;
}

function body(
  language: Language,
  figures: DigestFigures,
  text: {
    intro: string;
    lines: Line[];
    words: Words;
    mostRead: string;
    nothingRead: string;
    views: (views: string) => string;
    rest: string;
    why: string;
  },
) {
  const articles =
    figures.articles.length > 0
      ? figures.articles.map(
          (article, index) =>
            `${index + 1}. ${article.title} — ${text.views(count(language, article.views))}`,
        )
      : [text.nothingRead];
  return [
    text.intro,
    '',
    ...figureLines(language, figures, text.lines, text.words),
    '',
    text.mostRead,
    ...articles,
    '',
    `${text.rest}\n${figures.link}`,
    '',
    text.why,
  ].join('\n');
}

const lastDay = (figures: DigestFigures) => new Date(figures.week.to.getTime() - DAY_MS);

/** The weekly digest a super administrator receives, in their console's language. */
export const weeklyDigestMail = inLanguage<DigestFigures>({
  en: (figures) => ({
    subject: `Station this week: ${count('en', figures.current.visitors)} visitors, ${count('en', figures.current.views)} page views`,
    text: body('en', figures, {
      intro: `The week of ${day('en', figures.week.from)} to ${day('en', lastDay(figures))} (Addis Ababa time), beside the week before.`,
      lines: [
        { label: 'Visitors', value: (totals) => totals.visitors },
        { label: 'Visits', value: (totals) => totals.visits },
        { label: 'Page views', value: (totals) => totals.views },
        { label: 'Views per visit', value: perVisit, digits: 1 },
      ],
      words: {
        colon: ': ',
        from: (moved, before) => `${moved} from ${before}`,
        noneBefore: 'none the week before',
      },
      mostRead: 'Most read articles:',
      nothingRead: 'No article was read this week.',
      views: (views) => `${views} views`,
      rest: 'The analytics page has the rest:',
      why: 'You receive this email every Monday as a super administrator of Station.',
    }),
  }),
  am: (figures) => ({
    subject: `Station በዚህ ሳምንት፦ ${count('am', figures.current.visitors)} ጎብኚዎች፣ ${count('am', figures.current.views)} የገጽ እይታዎች`,
    text: body('am', figures, {
      intro: `ከ${day('am', figures.week.from)} እስከ ${day('am', lastDay(figures))} ያለው ሳምንት (የአዲስ አበባ ሰዓት)፣ ከቀደመው ሳምንት ጋር ሲነጻጸር።`,
      lines: [
        { label: 'ጎብኚዎች', value: (totals) => totals.visitors },
        { label: 'ጉብኝቶች', value: (totals) => totals.visits },
        { label: 'የገጽ እይታዎች', value: (totals) => totals.views },
        { label: 'በአንድ ጉብኝት የታዩ ገጾች', value: perVisit, digits: 1 },
      ],
      words: {
        colon: '፦ ',
        from: (moved, before) => `${moved}፣ ከ${before}`,
        noneBefore: 'ባለፈው ሳምንት አልነበረም',
      },
      mostRead: 'በብዛት የተነበቡ ዜናዎች፦',
      nothingRead: 'በዚህ ሳምንት የተነበበ ዜና የለም።',
      views: (views) => `${views} እይታዎች`,
      rest: 'ቀሪውን በትንታኔ ገጹ ላይ ያገኛሉ፦',
      why: 'ይህን ኢሜይል በየሰኞው የሚቀበሉት የStation ዋና አስተዳዳሪ ስለሆኑ ነው።',
    }),
  }),
});
