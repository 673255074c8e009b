import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Post } from '@station/domain';
import { useTranslation } from 'react-i18next';
import { type ChangedField, postChanges } from './post-changes';

const LABELS: Record<ChangedField, string> = {
  title: 'posts.postTitle',
  category: 'posts.category',
  text: 'posts.detail',
  photos: 'editor.photos',
};

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

/**
 * The post changed after the editor read it: each changed field side by side, as read and as it is now.
 * Only the version shown as "now" can be published from here.
 */
export function PostChangesDialog({
  read,
  now,
  busy,
  publishLabel,
  onPublish,
  onClose,
}: {
  read: Post;
  now: Post;
  busy: boolean;
  publishLabel: string;
  onPublish: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('post-editor');
  const changes = postChanges(read, now);
  const shown = (field: ChangedField, text: string) =>
    field === 'category' ? t(`categories.${text}`) : text || t('editor.changedEmpty');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="post-changes-title">
      <DialogTitle id="post-changes-title">{t('editor.changedTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t('editor.changedIntro')}</Typography>
          {changes.length === 0 ? <Typography>{t('editor.changedDetailsOnly')}</Typography> : null}
          {changes.map((change) => (
            <Stack key={change.field} spacing={1} component="section" aria-label={t(LABELS[change.field])}>
              <Typography variant="subtitle2">{t(LABELS[change.field])}</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Version heading={t('editor.asRead')} text={shown(change.field, change.before)} />
                <Version heading={t('editor.asNow')} text={shown(change.field, change.after)} />
              </Stack>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('editor.showInEditor')}
        </Button>
        <Button variant="contained" onClick={onPublish} disabled={busy}>
          {publishLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
