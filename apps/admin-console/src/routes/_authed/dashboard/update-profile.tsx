import { createFileRoute } from '@tanstack/react-router';
import { UpdateProfilePage } from '~/features/profile/profile-pages';

export const Route = createFileRoute('/_authed/dashboard/update-profile')({ component: UpdateProfilePage });
