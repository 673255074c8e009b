import { useTranslation } from 'react-i18next';
import { serverSentences } from './i18n';

/** A sentence the server wrote, in the language the console is shown in. */
export function useServerSentence(): (sentence: string) => string {
  const { i18n } = useTranslation();
  return serverSentences(i18n.language);
}
