import { createFileRoute } from '@tanstack/react-router';
import { VisitorsPage } from '~/features/visitors/visitors-page';

export const Route = createFileRoute('/_authed/dashboard/visitors')({ component: VisitorsPage });
