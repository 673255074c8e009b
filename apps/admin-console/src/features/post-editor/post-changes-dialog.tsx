import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isCategory, type Post } from '@station/domain';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type ChangedField, postChanges } from './post-changes';

const LABELS = {
  title: 'posts.postTitle',
  category: 'posts.category',
  text: 'posts.detail',
  photos: 'editor.photos',
} as const satisfies Record<ChangedField, ParseKeys<'post-editor'>>;

function Version({ heading, text }: { heading: string; text: string }) {
  return (
    <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {heading}
      </Typography>
      <Typography
        variant="body2"
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240, overflowY: 'auto' }}
      >
        {text}
      </Typography>
    </Stack>
  );
}

/** The words of one conflict: the publishing one unless the caller names its own. */
interface ChangesTexts {
  title: string;
  intro: string;
  asRead: string;
  close: string;
}

/**
 * The post changed after the editor read it: each changed field side by side, as read (or as the
 * editor typed it) and as it is now. The one action takes a side the editor has seen; closing by
 * Escape or a click outside is `onDismiss` when given, else the close button's `onClose`.
 */
export function PostChangesDialog({
  read,
  now,
  busy,
  texts,
  actionLabel,
  onAction,
  onClose,
  onDismiss = onClose,
}: {
  read: Post;
  now: Post;
  busy: boolean;
  texts?: ChangesTexts;
  actionLabel: string;
  onAction: () => void;
  onClose: () => void;
  onDismiss?: () => void;
}) {
  const { t } = useTranslation('post-editor');
  const words = texts ?? {
    title: t('editor.changedTitle'),
    intro: t('editor.changedIntro'),
    asRead: t('editor.asRead'),
    close: t('editor.showInEditor'),
  };
  const changes = postChanges(read, now);
  const shown = (field: ChangedField, text: string) =>
    field === 'category' && isCategory(text) ? t(`categories.${text}`) : text || t('editor.changedEmpty');
  return (
    <Dialog open onClose={onDismiss} fullWidth maxWidth="md" aria-labelledby="post-changes-title">
      <DialogTitle id="post-changes-title">{words.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{words.intro}</Typography>
          {changes.length === 0 ? <Typography>{t('editor.changedDetailsOnly')}</Typography> : null}
          {changes.map((change) => (
            <Stack key={change.field} spacing={1} component="section" aria-label={t(LABELS[change.field])}>
              <Typography variant="subtitle2">{t(LABELS[change.field])}</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Version heading={words.asRead} text={shown(change.field, change.before)} />
                <Version heading={t('editor.asNow')} text={shown(change.field, change.after)} />
              </Stack>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {words.close}
        </Button>
        <Button variant="contained" onClick={onAction} disabled={busy}>
          {actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
