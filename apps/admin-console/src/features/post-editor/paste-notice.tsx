import Alert from '@mui/material/Alert';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanPastedHtml } from './paste-cleaner';

interface LeftOut {
  pictures: number;
  cut: boolean;
}

/**
 * What the editor does with pasted HTML (`editorProps.transformPastedHTML`): it cleans it into the
 * editor's blocks and remembers what it left out, so the writer is told instead of finding out later.
 * Pasting again forgets what the paste before left out.
 */
export function usePasteCleaner() {
  const [leftOut, setLeftOut] = useState<LeftOut | null>(null);
  const transformPastedHTML = useCallback((html: string) => {
    const { html: cleaned, pictures, cut } = cleanPastedHtml(html);
    setLeftOut(pictures > 0 || cut ? { pictures, cut } : null);
    return cleaned;
  }, []);
  const dismiss = useCallback(() => setLeftOut(null), []);
  return { transformPastedHTML, leftOut, dismiss };
}

/** Says what the last paste left out: its pictures (added through the Photos panel), or its end. */
export function PasteNotice({ leftOut, dismiss }: { leftOut: LeftOut | null; dismiss: () => void }) {
  const { t } = useTranslation('post-editor');
  if (!leftOut) return null;
  return (
    <Alert severity="warning" onClose={dismiss} closeText={t('common.close')} sx={{ m: 1 }}>
      {leftOut.pictures > 0 ? <div>{t('editor.pastePictures', { count: leftOut.pictures })}</div> : null}
      {leftOut.cut ? <div>{t('editor.pasteCut')}</div> : null}
    </Alert>
  );
}
