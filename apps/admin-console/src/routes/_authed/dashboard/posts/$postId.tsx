import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { postQuery } from '~/features/post-editor/post-editor.queries';
import { PostEditorPage } from '~/features/post-editor/post-editor-page';

export const Route = createFileRoute('/_authed/dashboard/posts/$postId')({
  staticData: { words: ['post-editor'] },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(postQuery(params.postId)),
  component: EditPostRoute,
});

function EditPostRoute() {
  const { postId } = Route.useParams();
  const { data } = useSuspenseQuery(postQuery(postId));
  // A new key per post, so moving from one post to another starts the editor afresh.
  return <PostEditorPage key={data._id} post={data} />;
}
