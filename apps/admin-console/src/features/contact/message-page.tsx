import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contactReplyInputSchema } from '@station/domain';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { EntityForm } from '~/components/forms/entity-form';
import { Page } from '~/components/page';
import { useFormats } from '~/lib/formats';
import { mailStatusQuery } from '~/lib/newsletter-queries';
import { useSession } from '~/lib/session/use-session';
import { useSingleFlight } from '~/lib/use-single-flight';
import { useReply, useSetHandled } from './contact.mutations';
import { messageQuery } from './contact.queries';

/** As many replies as the API sends to one message; a longer exchange goes on from a mailbox. */
const REPLIES_PER_MESSAGE = 3;

/** One message: who wrote, what, the replies sent; mark it handled, or answer it by email. */
export function MessagePage({ messageId }: { messageId: string }) {
  const { t } = useTranslation('contact');
  const { dateTime } = useFormats();
  const feedback = useFeedback();
  const { data: message } = useSuspenseQuery(messageQuery(messageId));
  const mail = useQuery(mailStatusQuery()).data;
  const { admin } = useSession();
  // Replying emails an address a visitor typed, so it needs the right that emailing subscribers needs.
  const mayReply = admin?.role === 'super' || admin?.canPublish === true;
  const setHandled = useSetHandled(messageId);
  const reply = useReply(messageId);
  const { busy, run } = useSingleFlight();
  const toggle = () =>
    void run(() =>
      setHandled
        .mutateAsync(!message.handledAt)
        .then((result) => feedback.success(result.message))
        .catch((error: Error) => feedback.error(error.message)),
    );

  return (
    <Page title={t('contact.messageFrom', { name: `${message.firstName} ${message.lastName}` })}>
      <Link component={RouterLink} to="/dashboard/contact">
        {t('contact.back')}
      </Link>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t('contact.sentBy', {
              email: message.email,
              time: dateTime(message.createdAt),
            })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }} lang={message.language}>
            {message.message}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', pt: 1 }}>
            <Button variant="outlined" onClick={toggle} disabled={busy}>
              {message.handledAt ? t('contact.reopen') : t('contact.markHandled')}
            </Button>
            {message.handledAt ? (
              <Typography variant="body2">
                {t('contact.handledBy', {
                  name: message.handledBy ?? '',
                  time: dateTime(message.handledAt),
                })}
              </Typography>
            ) : null}
          </Stack>
        </Stack>
      </Paper>
      {message.replies.map((sent) => (
        <Paper key={sent._id} variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
          <Typography variant="body2" color="text.secondary">
            {t('contact.repliedBy', { name: sent.adminName, time: dateTime(sent.sentAt) })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{sent.body}</Typography>
        </Paper>
      ))}
      <Divider />
      {mail?.mode === 'off' ? (
        <Alert severity="info">{t('contact.noEmail', { email: message.email })}</Alert>
      ) : !mayReply ? (
        <Alert severity="info">{t('contact.noReplyRight', { email: message.email })}</Alert>
      ) : message.replies.length >= REPLIES_PER_MESSAGE ? (
        <Alert severity="info">{t('contact.repliesUsed', { email: message.email })}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
          <EntityForm
            ariaLabel={t('contact.reply')}
            fields={[{ name: 'message', label: t('contact.reply'), type: 'textarea', required: true }]}
            schema={contactReplyInputSchema}
            submitLabel={t('contact.sendReply')}
            busyLabel={t('contact.sending')}
            onSubmit={(input) =>
              reply.mutateAsync(input.message).then((result) => feedback.success(result.message))
            }
          />
        </Paper>
      )}
    </Page>
  );
}
