import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Modal from '@mui/material/Modal';
import { embedUrlForId } from '@station/domain/youtube';
import { useTranslation } from 'react-i18next';
import { ThemeScope } from '~/components/theme-scope';
import { VideoFrame } from '~/components/video-frame';

interface VideoOverlayProps {
  videoId: string;
  title: string;
  onClose: () => void;
}

/** Full-screen player; the backdrop, the close icon and Escape all close it (spec §2, §4). */
export function VideoOverlay({ videoId, title, onClose }: VideoOverlayProps) {
  const { t } = useTranslation();
  return (
    <ThemeScope>
      <Modal
        open
        onClose={onClose}
        aria-label={t('home.videoPlayer')}
        slotProps={{
          backdrop: { sx: { bgcolor: 'rgba(0,0,0,0.88)' }, 'data-testid': 'video-backdrop' } as object,
        }}
      >
        <Box
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'min(92vw, calc(80vh * 16 / 9))',
            outline: 'none',
          }}
        >
          <IconButton
            onClick={onClose}
            aria-label={t('home.closeVideo')}
            sx={{ position: 'absolute', top: -48, right: 0, color: 'common.white' }}
          >
            <CloseIcon />
          </IconButton>
          <VideoFrame src={embedUrlForId(videoId)} title={title} />
        </Box>
      </Modal>
    </ThemeScope>
  );
}
