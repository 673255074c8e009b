import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { CONTACT_STATUSES, type ContactMessage } from '@station/domain';
import { DataTable } from '@station/ui/data-table';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '~/components/forms/filter-select';
import { Page } from '~/components/page';
import { Pager } from '~/components/pager';
import { useFormats } from '~/lib/formats';
import { type ContactView, contactListQuery } from './contact.queries';

const EXCERPT = 120;
const MessageLink = createLink(Link);

/** Messages from the public contact forms, newest first; unread ones in bold. */
export function ContactPage({
  view,
  onViewChange,
}: {
  view: ContactView;
  onViewChange: (view: ContactView) => void;
}) {
  const { t } = useTranslation('contact');
  const { dateTime } = useFormats();
  const { data } = useSuspenseQuery(contactListQuery(view));
  const weight = (message: ContactMessage) => (message.readAt ? 400 : 700);
  return (
    <Page title={t('contact.title')}>
      <Stack direction="row" component="search" aria-label={t('contact.filter')}>
        <FilterSelect
          label={t('contact.show')}
          value={view.status}
          options={CONTACT_STATUSES.map((status) => ({
            value: status,
            label: t(`contact.statuses.${status}`),
          }))}
          onChange={(status) => onViewChange({ status: status ?? 'open', page: 0 })}
        />
      </Stack>
      <DataTable<ContactMessage>
        label={t('contact.title')}
        rows={data.items}
        rowKey={(message) => message._id}
        emptyMessage={t('contact.empty')}
        columns={[
          {
            key: 'from',
            header: t('contact.from'),
            render: (message) => (
              <MessageLink
                to="/dashboard/contact/$messageId"
                params={{ messageId: message._id }}
                sx={{ fontWeight: weight(message) }}
              >
                {message.firstName} {message.lastName}
              </MessageLink>
            ),
          },
          { key: 'email', header: t('contact.email'), render: (message) => message.email },
          {
            key: 'message',
            header: t('contact.message'),
            render: (message) =>
              message.message.length > EXCERPT ? `${message.message.slice(0, EXCERPT)}…` : message.message,
          },
          {
            key: 'received',
            header: t('contact.received'),
            render: (message) => dateTime(message.createdAt),
          },
          {
            key: 'status',
            header: t('contact.status'),
            render: (message) => (
              <Chip
                size="small"
                color={message.handledAt ? 'success' : 'default'}
                label={message.handledAt ? t('contact.statuses.handled') : t('contact.statuses.open')}
              />
            ),
          },
        ]}
      />
      <Pager
        page={view.page}
        total={data.total}
        label={t('contact.title')}
        onChange={(page) => onViewChange({ ...view, page })}
      />
    </Page>
  );
}
