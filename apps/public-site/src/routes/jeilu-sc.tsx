import { createFileRoute } from '@tanstack/react-router';
import { JeiluPage } from '~/features/jeilu/components/jeilu-page';

export const Route = createFileRoute('/jeilu-sc')({
  component: JeiluPage,
});
