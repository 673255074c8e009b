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
import { mailStatusQuery } from '~/lib/newsletter-queries';
import { usePreviewNewsletter } from './newsletter.mutations';
import { sendingsQuery } from './newsletter.queries';
import { NewsletterReview } from './newsletter-review';

/**
 * The newsletter: a subject and a message, previewed as readers get it before it can go to every
 * confirmed subscriber, and every sending with its progress. Where the server has no email it says so,
 * and the form is not offered.
 */
export function NewsletterPage() {
  const { t } = useTranslation('newsletter');
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
      ? t('newsletter.done')
      : t('newsletter.progress', { sent: sending.delivered + sending.failed, total: sending.recipients });

  return (
    <Page title={t('newsletter.title')}>
      {status.mode === 'off' ? (
        <Alert severity="warning">{t('newsletter.notAvailable')}</Alert>
      ) : (
        <>
          <Alert severity="info">
            {t('newsletter.subscribers', { count: status.subscribers })}
            {status.mode === 'outbox' ? ` ${t('newsletter.outbox')}` : ''}
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
                ariaLabel={t('newsletter.title')}
                fields={[
                  { name: 'subject', label: t('newsletter.subject'), required: true },
                  { name: 'message', label: t('newsletter.message'), type: 'textarea', required: true },
                ]}
                initialValues={written ?? undefined}
                schema={newsletterInputSchema}
                submitLabel={t('newsletter.preview')}
                busyLabel={t('newsletter.previewing')}
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
        label={t('newsletter.sent')}
        rows={sendings.items}
        rowKey={(sending) => sending._id}
        emptyMessage={t('newsletter.empty')}
        columns={[
          {
            key: 'date',
            header: t('newsletter.date'),
            render: (sending) => dateTime(sending.createdAt),
          },
          { key: 'author', header: t('newsletter.author'), render: (sending) => sending.authorName },
          { key: 'subject', header: t('newsletter.subject'), render: (sending) => sending.subject },
          {
            key: 'recipients',
            header: t('newsletter.recipients'),
            render: (sending) => sending.recipients,
            align: 'right',
          },
          {
            key: 'delivered',
            header: t('newsletter.delivered'),
            render: (sending) => sending.delivered,
            align: 'right',
          },
          {
            key: 'failed',
            header: t('newsletter.failed'),
            render: (sending) => sending.failed,
            align: 'right',
          },
          { key: 'progress', header: t('newsletter.state'), render: progress },
        ]}
      />
      <Pager page={page} total={sendings.total} label={t('newsletter.sent')} onChange={setPage} />
    </Page>
  );
}
