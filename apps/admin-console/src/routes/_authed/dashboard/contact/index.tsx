import { CONTACT_STATUSES } from '@station/domain';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { contactListQuery } from '~/features/contact/contact.queries';
import { ContactPage } from '~/features/contact/contact-page';

const viewSchema = z.object({
  status: z.enum(CONTACT_STATUSES).catch('open').default('open'),
  page: z.coerce.number().int().min(0).catch(0).default(0),
});

export const Route = createFileRoute('/_authed/dashboard/contact/')({
  validateSearch: viewSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(contactListQuery(deps)),
  component: function ContactRoute() {
    const navigate = Route.useNavigate();
    return <ContactPage view={Route.useSearch()} onViewChange={(search) => navigate({ search })} />;
  },
});
