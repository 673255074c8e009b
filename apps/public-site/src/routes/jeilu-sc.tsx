import { createFileRoute } from '@tanstack/react-router';
import { ThemeScope } from '~/components/theme-scope';
import { JeiluPage } from '~/features/jeilu/components/jeilu-page';

export const Route = createFileRoute('/jeilu-sc')({
  component: () => (
    <ThemeScope>
      <JeiluPage />
    </ThemeScope>
  ),
});
