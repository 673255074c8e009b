import Paper from '@mui/material/Paper';
import { DataTable } from '@station/ui/data-table';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { EntityForm } from '~/components/forms/entity-form';
import { Page } from '~/components/page';

/** The spec's form is not wired to any mail service; the page says so rather than pretend to send. */
export function SendEmailPage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  return (
    <Page title={t('sendEmail.title')}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
        <EntityForm
          ariaLabel={t('sendEmail.title')}
          fields={[
            { name: 'subject', label: t('sendEmail.subject'), required: true },
            { name: 'message', label: t('sendEmail.message'), type: 'textarea', required: true },
          ]}
          submitLabel={t('sendEmail.send')}
          busyLabel={t('sendEmail.send')}
          onSubmit={() => feedback.error(t('sendEmail.notAvailable'))}
        />
      </Paper>
      <DataTable
        label={t('sendEmail.sent')}
        rows={[] as { id: string }[]}
        rowKey={(row) => row.id}
        emptyMessage={t('sendEmail.empty')}
        columns={[
          { key: 'subject', header: t('sendEmail.subject'), render: () => null },
          { key: 'message', header: t('sendEmail.message'), render: () => null },
        ]}
      />
    </Page>
  );
}
