import Button from '@mui/material/Button';
import type { Language } from '@station/domain/languages';
import { useTranslation } from 'react-i18next';
import { api } from '~/lib/api';
import { applyLanguage } from '~/lib/console-language';
import { useSession, useSessionStore } from '~/lib/session/use-session';
import { useFeedback } from './feedback/feedback';

/** Each language named in itself, so a reader who does not read the current one still finds theirs. */
const OTHER: Record<Language, { language: Language; name: string }> = {
  en: { language: 'am', name: 'አማርኛ' },
  am: { language: 'en', name: 'English' },
};

/**
 * Switches the console to the other language at once. Signed in, the choice is kept with the admin's
 * account too, so it follows them to every browser; the switch never waits for that save.
 */
export function LanguageSwitch({ color = 'primary' }: { color?: 'primary' | 'inherit' }) {
  const { i18n } = useTranslation();
  const { admin } = useSession();
  const store = useSessionStore();
  const feedback = useFeedback();
  const current: Language = i18n.language === 'am' ? 'am' : 'en';
  const next = OTHER[current];

  const choose = () => {
    void applyLanguage(i18n, next.language);
    if (!admin) return;
    store.updateAdmin({ ...admin, language: next.language });
    api.admins
      .setLanguage(next.language)
      .then((saved) => store.updateAdmin(saved))
      .catch((error: Error) => feedback.error(error.message));
  };

  return (
    <Button color={color} onClick={choose} lang={next.language} sx={{ minHeight: 44, minWidth: 44 }}>
      {next.name}
    </Button>
  );
}
