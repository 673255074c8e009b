import { createFileRoute } from '@tanstack/react-router';
import { AudiencePage } from '~/features/analytics/audience-page';

export const Route = createFileRoute('/_authed/dashboard/analytics/')({
  staticData: { words: ['analytics'] },
  component: AudiencePage,
});
