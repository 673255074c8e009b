import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type PreviewLink, previewUrl } from '@station/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { consoleConfig } from '~/config/console-config';
import { api } from '~/lib/api';
import { useFormats } from '~/lib/formats';

/** A phone's window: the width of most phones readers hold, and a tall screen. */
const PHONE_WINDOW = 'popup=yes,width=390,height=844,noopener,noreferrer';

/**
 * The editor's "Preview": a link made for this post, opened at a phone's width or a desktop's. The
 * public site draws the last saved version, so unsaved changes are pointed out rather than shown. The
 * site refuses to be framed (frame-ancestors 'none'), so each width is a window of its own.
 */
export function PreviewButton({ postId, dirty }: { postId: string; dirty: boolean }) {
  const { t } = useTranslation('post-editor');
  const { dateTime } = useFormats();
  const feedback = useFeedback();
  const [link, setLink] = useState<PreviewLink>();
  const make = useMutation({ mutationFn: () => api.posts.preview(postId) });

  const open = () =>
    make.mutate(undefined, {
      onSuccess: setLink,
      onError: (error) => feedback.error(error.message),
    });
  const url = link ? previewUrl(consoleConfig.publicSiteUrl, link.token) : '';

  return (
    <>
      <Button variant="outlined" disabled={make.isPending} onClick={open}>
        {t('editor.preview')}
      </Button>
      <Dialog open={link !== undefined} onClose={() => setLink(undefined)} fullWidth maxWidth="sm">
        <DialogTitle>{t('editor.previewTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('editor.previewSaved')}</DialogContentText>
            {dirty ? <Alert severity="warning">{t('editor.previewUnsaved')}</Alert> : null}
            {link ? (
              <DialogContentText>
                {t('editor.previewUntil', { time: dateTime(link.expiresAt) })}
              </DialogContentText>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setLink(undefined)}>{t('editor.previewClose')}</Button>
          <Button variant="outlined" onClick={() => window.open(url, 'station-preview-phone', PHONE_WINDOW)}>
            {t('editor.previewPhone')}
          </Button>
          <Button variant="contained" href={url} target="_blank" rel="noopener noreferrer">
            {t('editor.previewDesktop')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
