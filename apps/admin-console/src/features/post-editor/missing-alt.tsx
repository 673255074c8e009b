import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Post } from '@station/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The numbers (from 1) of the photos with no description, as the Photos panel counts them. */
export const photosWithoutAlt = (post: Post | undefined) =>
  (post?.imagesUrl ?? []).flatMap((photo, index) => (photo.alt?.trim() ? [] : [index + 1]));

/**
 * Asks before publishing a post whose photos lack a description: readers who cannot see them would
 * be told nothing, and none is made up for them. Going on publishes as asked; going back leaves the
 * post as it is, to write them in the Photos panel.
 */
export function useMissingAltCheck(post: Post | undefined) {
  const { t } = useTranslation('post-editor');
  const { t: common } = useTranslation();
  const [pending, setPending] = useState<() => void>();
  const missing = photosWithoutAlt(post);

  return {
    ask: (publish: () => void) => (missing.length === 0 ? publish() : setPending(() => publish)),
    dialog: (
      <Dialog
        open={pending !== undefined}
        onClose={() => setPending(undefined)}
        aria-labelledby="missing-alt-title"
      >
        <DialogTitle id="missing-alt-title">{t('photos.missingAltTitle')}</DialogTitle>
        <DialogContent>{t('photos.missingAlt', { numbers: missing.join(', ') })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(undefined)}>{common('common.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              pending?.();
              setPending(undefined);
            }}
          >
            {t('photos.publishAnyway')}
          </Button>
        </DialogActions>
      </Dialog>
    ),
  };
}
