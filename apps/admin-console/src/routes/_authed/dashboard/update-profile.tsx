import { createFileRoute } from '@tanstack/react-router';
import { meQuery } from '~/features/profile/profile.queries';
import { UpdateProfilePage } from '~/features/profile/profile-pages';

export const Route = createFileRoute('/_authed/dashboard/update-profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(meQuery()),
  component: UpdateProfilePage,
});
