import { createFileRoute } from '@tanstack/react-router';
import { NewPostPage } from '~/features/posts/new-post-page';

export const Route = createFileRoute('/_authed/dashboard/posts/new')({ component: NewPostPage });
