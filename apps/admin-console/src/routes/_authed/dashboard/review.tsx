import { createFileRoute, redirect } from '@tanstack/react-router';

/** The review queue is the posts table showing what waits for review. */
export const Route = createFileRoute('/_authed/dashboard/review')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/posts', search: { page: 0, status: 'review' } });
  },
});
