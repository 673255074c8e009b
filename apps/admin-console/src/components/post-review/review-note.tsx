import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReviewNote } from '@station/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormats } from '~/lib/formats';
import { reviewNotesQuery } from '~/lib/review-queries';

/** What a reviewer wrote, as they wrote it: line breaks kept, nothing read as markup. */
const noteText = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * The reviewer's note at the top of the editor, until the writer sends the post for review again;
 * earlier notes, folded, below it.
 */
export function ReviewNoteNotice({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const { dateTime } = useFormats();
  const { data } = useQuery(reviewNotesQuery(postId));
  if (!data || (!data.current && data.earlier.length === 0)) return null;
  const { current, earlier } = data;
  return (
    <Box>
      {current ? (
        <Alert severity="warning" component="section" role="region" aria-label={t('review.marker')}>
          <AlertTitle>{t('review.sentBackBy', { name: current.by, time: dateTime(current.at) })}</AlertTitle>
          <Typography sx={noteText}>{current.note}</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('review.answer')}
          </Typography>
        </Alert>
      ) : null}
      {earlier.length > 0 ? (
        <Box component="details" sx={{ mt: 1 }}>
          <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
            {t('review.earlier')}
          </Typography>
          {earlier.map((note) => (
            <Box key={note._id} sx={{ mt: 1, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
              <Typography variant="caption" color="text.secondary">
                {t('review.earlierBy', { name: note.by, time: dateTime(note.at) })}
              </Typography>
              <Typography variant="body2" sx={noteText}>
                {note.note}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/** The posts list's mark on a post sent back whose writer has not answered yet; the note on hover. */
export function SentBackMarker({ note }: { note: Pick<ReviewNote, 'note'> }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" color="warning" variant="outlined" label={t('review.marker')} title={note.note} />
  );
}
