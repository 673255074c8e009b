import { CONTACT_STATUSES } from '@station/domain';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { inboxQuery } from '~/features/inbox/inbox.queries';
import { InboxPage } from '~/features/inbox/inbox-page';

const viewSchema = z.object({
  status: z.enum(CONTACT_STATUSES).catch('open').default('open'),
  page: z.coerce.number().int().min(0).catch(0).default(0),
});

export const Route = createFileRoute('/_authed/dashboard/inbox/')({
  validateSearch: viewSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(inboxQuery(deps)),
  component: function InboxRoute() {
    const navigate = Route.useNavigate();
    return <InboxPage view={Route.useSearch()} onViewChange={(search) => navigate({ search })} />;
  },
});
