import { AUDIT_KINDS } from '@station/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { activityQuery } from '~/features/activity/activity.queries';
import { ActivityPage } from '~/features/activity/activity-page';
import { adminsQuery } from '~/features/admins/admins.queries';

const viewSchema = z.object({
  page: z.coerce.number().int().min(0).catch(0).default(0),
  admin: z.string().max(200).optional().catch(undefined),
  kind: z.enum(AUDIT_KINDS).optional().catch(undefined),
  from: z.iso.datetime().optional().catch(undefined),
  to: z.iso.datetime().optional().catch(undefined),
});

export const Route = createFileRoute('/_authed/dashboard/_super/activity')({
  validateSearch: viewSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(activityQuery(deps)),
      context.queryClient.ensureQueryData(adminsQuery()),
    ]),
  component: ActivityRoute,
});

function ActivityRoute() {
  const view = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: admins } = useSuspenseQuery(adminsQuery());
  const people = [...new Set([...admins.map((admin) => admin.name), 'Telegram'])];
  return <ActivityPage view={view} people={people} onViewChange={(next) => navigate({ search: next })} />;
}
