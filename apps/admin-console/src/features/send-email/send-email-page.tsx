import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import {
  type Newsletter,
  type NewsletterInput,
  type NewsletterPreview,
  newsletterInputSchema,
} from '@station/domain';
import { DataTable } from '@station/ui/data-table';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '~/components/forms/entity-form';
import { Page } from '~/components/page';
import { Pager } from '~/components/pager';
import { useFormats } from '~/lib/formats';
import { mailStatusQuery } from '~/lib/inbox-queries';
import { NewsletterReview } from './newsletter-review';
import { sendingsQuery, usePreviewNewsletter } from './send-email.queries';

/**
 * The newsletter: a subject and a message, previewed as readers get it before it can go to every
 * confirmed subscriber, and every sending with its progress. Where the server has no email it says so,
 * and the form is not offered.
 */
export function SendEmailPage() {
  const { t } = useTranslation('send-email');
  const { dateTime } = useFormats();
  const [page, setPage] = useState(0);
  const { data: status } = useSuspenseQuery(mailStatusQuery());
  const { data: sendings } = useSuspenseQuery(sendingsQuery(page));
  const preview = usePreviewNewsletter();
  // What was written is kept apart from its preview, so Edit brings the text back as it was.
  const [written, setWritten] = useState<NewsletterInput | null>(null);
  const [review, setReview] = useState<NewsletterPreview | null>(null);
  const done = () => {
    setWritten(null);
    setReview(null);
  };
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
            {written && review ? (
              <NewsletterReview
                letter={written}
                preview={review}
                onEdit={() => setReview(null)}
                onRecount={() => preview.mutateAsync(written).then(setReview)}
                onSent={done}
              />
            ) : (
              <EntityForm
                ariaLabel={t('sendEmail.title')}
                fields={[
                  { name: 'subject', label: t('sendEmail.subject'), required: true },
                  { name: 'message', label: t('sendEmail.message'), type: 'textarea', required: true },
                ]}
                initialValues={written ?? undefined}
                schema={newsletterInputSchema}
                submitLabel={t('sendEmail.preview')}
                busyLabel={t('sendEmail.previewing')}
                onSubmit={async (input) => {
                  const shown = await preview.mutateAsync(input);
                  setWritten(input);
                  setReview(shown);
                }}
              />
            )}
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
