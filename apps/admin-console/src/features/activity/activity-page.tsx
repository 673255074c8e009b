import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUDIT_KINDS, type AuditEvent } from '@station/domain';
import { DataTable } from '@station/ui/data-table';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '~/components/forms/filter-select';
import { Page } from '~/components/page';
import { Pager } from '~/components/pager';
import { useFormats } from '~/lib/formats';
import { type ActivityView, activityQuery } from './activity.queries';
import { activityWords } from './activity-words';

/** A day typed in a date box as the start (or the end) of that day, in the editor's own time zone. */
const dayBound = (day: string, end: boolean) =>
  day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : undefined;
const dayOf = (iso: string | undefined) => (iso ? iso.slice(0, 10) : '');

/** Who changed what and when, from where: every accepted write, for supers. */
export function ActivityPage({
  view,
  people,
  onViewChange,
}: {
  view: ActivityView;
  /** The names the person filter offers: the admins, and Telegram for what came through the bot. */
  people: string[];
  onViewChange: (view: ActivityView) => void;
}) {
  const { t } = useTranslation('activity');
  const { dateTime } = useFormats();
  const { data } = useSuspenseQuery(activityQuery(view));
  const change = (next: Partial<ActivityView>) => onViewChange({ ...view, ...next, page: 0 });
  const words = activityWords(t);

  return (
    <Page title={t('activity.title')}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        component="search"
        aria-label={t('posts.filters')}
      >
        <FilterSelect
          label={t('activity.person')}
          value={view.admin}
          anyLabel={t('activity.anyone')}
          options={people.map((name) => ({ value: name, label: name }))}
          onChange={(admin) => change({ admin })}
        />
        <FilterSelect
          label={t('activity.kind')}
          value={view.kind}
          anyLabel={t('activity.anyKind')}
          options={AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`activity.kinds.${kind}`) }))}
          onChange={(kind) => change({ kind })}
        />
        <TextField
          size="small"
          type="date"
          label={t('activity.from')}
          value={dayOf(view.from)}
          onChange={(event) => change({ from: dayBound(event.target.value, false) })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('activity.to')}
          value={dayOf(view.to)}
          onChange={(event) => change({ to: dayBound(event.target.value, true) })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <DataTable<AuditEvent>
        label={t('activity.title')}
        rows={data.items}
        rowKey={(event) => event._id}
        emptyMessage={t('activity.empty')}
        columns={[
          { key: 'at', header: t('activity.when'), render: (event) => dateTime(event.at) },
          { key: 'who', header: t('activity.who'), render: (event) => event.adminName },
          { key: 'address', header: t('activity.address'), render: (event) => event.address },
          {
            key: 'what',
            header: t('activity.what'),
            render: (event) => words.what(event),
          },
          {
            key: 'changes',
            header: t('activity.changes'),
            render: (event) => words.changes(event.changes),
          },
        ]}
      />
      <Pager
        page={view.page}
        total={data.total}
        label={t('activity.title')}
        onChange={(page) => onViewChange({ ...view, page })}
      />
    </Page>
  );
}
