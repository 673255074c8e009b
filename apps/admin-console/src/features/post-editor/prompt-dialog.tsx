import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PromptRequest {
  title: string;
  label: string;
  initial?: string;
  /** A sentence when the value cannot be used, or undefined when it can. */
  check?: (value: string) => string | undefined;
  onDone: (value: string) => void;
}

/** One field asked for in a dialog (a link's address, a video's link), checked before it is taken. */
export function PromptDialog({ request, onClose }: { request: PromptRequest | null; onClose: () => void }) {
  const { t } = useTranslation('post-editor');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    const problem = request.check?.(value.trim());
    if (problem) return setError(problem);
    request.onDone(value.trim());
    onClose();
  }

  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onEnter: () => {
            setValue(request?.initial ?? '');
            setError(undefined);
          },
        },
      }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{request?.title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={request?.label}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={Boolean(error)}
            helperText={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('editor.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
