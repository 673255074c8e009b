import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { type Newsletter, newsletterInputSchema } from '@station/domain';
import { DataTable } from '@station/ui/data-table';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { EntityForm } from '~/components/forms/entity-form';
import { Page } from '~/components/page';
import { Pager } from '~/components/pager';
import { useFormats } from '~/lib/formats';
import { mailStatusQuery } from '~/lib/inbox-queries';
import { sendingsQuery, useSendNewsletter } from './send-email.queries';

/**
 * The newsletter: a subject and a message to every confirmed subscriber, and every sending with its
 * progress. Where the server has no email it says so, and the form is not offered.
 */
export function SendEmailPage() {
  const { t } = useTranslation('send-email');
  const { dateTime } = useFormats();
  const feedback = useFeedback();
  const [page, setPage] = useState(0);
  const { data: status } = useSuspenseQuery(mailStatusQuery());
  const { data: sendings } = useSuspenseQuery(sendingsQuery(page));
  const send = useSendNewsletter();
  const progress = (sending: Newsletter) =>
    sending.finishedAt
      ? t('sendEmail.done')
      : t('sendEmail.progress', { sent: sending.delivered + sending.failed, total: sending.recipients });

  return (
    <Page title={t('sendEmail.title')}>
      {status.mode === 'off' ? (
        <Alert severity="warning">{t('sendEmail.notAvailable')}</Alert>
      ) : (
        <>
          <Alert severity="info">
            {t('sendEmail.subscribers', { count: status.subscribers })}
            {status.mode === 'outbox' ? ` ${t('sendEmail.outbox')}` : ''}
          </Alert>
          <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
            <EntityForm
              ariaLabel={t('sendEmail.title')}
              fields={[
                { name: 'subject', label: t('sendEmail.subject'), required: true },
                { name: 'message', label: t('sendEmail.message'), type: 'textarea', required: true },
              ]}
              schema={newsletterInputSchema}
              submitLabel={t('sendEmail.send')}
              busyLabel={t('sendEmail.sending')}
              onSubmit={(input) => send.mutateAsync(input).then((result) => feedback.success(result.message))}
            />
          </Paper>
        </>
      )}
      <DataTable<Newsletter>
        label={t('sendEmail.sent')}
        rows={sendings.items}
        rowKey={(sending) => sending._id}
        emptyMessage={t('sendEmail.empty')}
        columns={[
          {
            key: 'date',
            header: t('sendEmail.date'),
            render: (sending) => dateTime(sending.createdAt),
          },
          { key: 'author', header: t('sendEmail.author'), render: (sending) => sending.authorName },
          { key: 'subject', header: t('sendEmail.subject'), render: (sending) => sending.subject },
          {
            key: 'recipients',
            header: t('sendEmail.recipients'),
            render: (sending) => sending.recipients,
            align: 'right',
          },
          {
            key: 'delivered',
            header: t('sendEmail.delivered'),
            render: (sending) => sending.delivered,
            align: 'right',
          },
          {
            key: 'failed',
            header: t('sendEmail.failed'),
            render: (sending) => sending.failed,
            align: 'right',
          },
          { key: 'progress', header: t('sendEmail.state'), render: progress },
        ]}
      />
      <Pager page={page} total={sendings.total} label={t('sendEmail.sent')} onChange={setPage} />
    </Page>
  );
}
