import { createFileRoute } from '@tanstack/react-router';
import { PostEditorPage } from '~/features/post-editor/post-editor-page';

export const Route = createFileRoute('/_authed/dashboard/posts/new')({
  staticData: { words: ['post-editor'] },
  component: () => <PostEditorPage />,
});
