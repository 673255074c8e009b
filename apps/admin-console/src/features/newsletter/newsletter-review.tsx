import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ApiError } from '@station/api-client/admin';
import {
  AUDIENCE_CHANGED,
  type Language,
  type NewsletterInput,
  type NewsletterPreview,
} from '@station/domain';
import { ConfirmDialog } from '@station/ui/confirm-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { useSingleFlight } from '~/lib/use-single-flight';
import { useSendNewsletter, useSendTest } from './newsletter.mutations';

export interface NewsletterReviewProps {
  letter: NewsletterInput;
  /** The server's rendering of `letter`, by reader language, with the readers it would go to. */
  preview: NewsletterPreview;
  onEdit: () => void;
  /** Asks the server for the preview again: the readers changed under the admin's eyes. */
  onRecount: () => Promise<unknown>;
  onSent: () => void;
}

/**
 * The step between writing and sending: the email as each language's readers get it, a copy to the
 * admin's own mailbox, and a confirmation that names how many readers it goes to before anything goes.
 */
export function NewsletterReview({ letter, preview, onEdit, onRecount, onSent }: NewsletterReviewProps) {
  const { t, i18n } = useTranslation('newsletter');
  const feedback = useFeedback();
  const [shown, setShown] = useState<Language>(preview.mails[0]?.language ?? 'en');
  const [tested, setTested] = useState<{ email: string; language: Language } | null>(null);
  const [asking, setAsking] = useState(false);
  const [changed, setChanged] = useState(false);
  const sendTest = useSendTest();
  const send = useSendNewsletter();
  const testing = useSingleFlight();
  const sending = useSingleFlight();
  const mail = preview.mails.find((candidate) => candidate.language === shown) ?? preview.mails[0];
  const languageName = (language: Language) => t(`newsletter.languages.${language}`);
  const split = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    preview.mails
      .filter((candidate) => candidate.readers > 0)
      .map((candidate) => t(`newsletter.readersIn.${candidate.language}`, { count: candidate.readers })),
  );

  const test = () =>
    testing.run(async () => {
      try {
        const result = await sendTest.mutateAsync({ ...letter, language: shown });
        setTested({ email: result.data.to, language: shown });
      } catch (error) {
        feedback.error((error as Error).message);
      }
    });

  const confirm = () =>
    sending.run(async () => {
      try {
        const result = await send.mutateAsync({ ...letter, recipients: preview.recipients });
        feedback.success(t('newsletter.started', { count: result.data.recipients }));
        setAsking(false);
        onSent();
      } catch (error) {
        if (!(error instanceof ApiError && error.code === AUDIENCE_CHANGED)) {
          feedback.error((error as Error).message);
          return;
        }
        // The dialog stays open on the new number, for the admin to confirm that one instead.
        await onRecount();
        setChanged(true);
      }
    });

  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {t('newsletter.previewTitle')}
      </Typography>
      <Tabs
        value={shown}
        onChange={(_event, language: Language) => setShown(language)}
        aria-label={t('newsletter.previewTitle')}
      >
        {preview.mails.map((candidate) => (
          <Tab
            key={candidate.language}
            value={candidate.language}
            id={`newsletter-tab-${candidate.language}`}
            aria-controls="newsletter-preview"
            label={t('newsletter.previewTab', {
              language: languageName(candidate.language),
              count: candidate.readers,
            })}
          />
        ))}
      </Tabs>
      {mail ? (
        <Box
          id="newsletter-preview"
          role="tabpanel"
          aria-labelledby={`newsletter-tab-${mail.language}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
        >
          <Typography sx={{ fontWeight: 'bold', mb: 1, overflowWrap: 'anywhere' }}>
            {t('newsletter.subjectLine', { subject: mail.subject })}
          </Typography>
          <Box
            component="pre"
            sx={{ m: 0, fontFamily: 'inherit', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {mail.text}
          </Box>
        </Box>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('newsletter.sampleLink')}
      </Typography>
      {tested ? (
        <Alert severity="success">
          {t('newsletter.testSent', { language: languageName(tested.language), email: tested.email })}
        </Alert>
      ) : null}
      {preview.recipients === 0 ? <Alert severity="info">{t('newsletter.noReaders')}</Alert> : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={preview.recipients === 0}
          onClick={() => {
            setChanged(false);
            setAsking(true);
          }}
        >
          {t('newsletter.sendAll', { count: preview.recipients })}
        </Button>
        <Button variant="outlined" disabled={testing.busy} onClick={() => void test()}>
          {testing.busy ? t('newsletter.sendingTest') : t('newsletter.sendTest')}
        </Button>
        <Button onClick={onEdit}>{t('newsletter.edit')}</Button>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('newsletter.confirmTitle')}
        message={
          <Stack spacing={2}>
            {changed ? (
              <Alert severity="warning">
                {t('newsletter.audienceChanged', { count: preview.recipients })}
              </Alert>
            ) : null}
            <span>
              {t('newsletter.confirmQuestion', {
                subject: letter.subject,
                count: preview.recipients,
                split,
              })}
            </span>
          </Stack>
        }
        confirmLabel={t('newsletter.confirmSend', { count: preview.recipients })}
        cancelLabel={t('common.cancel', { ns: 'global' })}
        closeLabel={t('common.close', { ns: 'global' })}
        busy={sending.busy}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
