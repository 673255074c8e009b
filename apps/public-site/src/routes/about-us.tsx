import { createFileRoute } from '@tanstack/react-router';
import { ThemeScope } from '~/components/theme-scope';
import { AboutPage } from '~/features/about/components/about-page';

export const Route = createFileRoute('/about-us')({
  component: () => (
    <ThemeScope>
      <AboutPage />
    </ThemeScope>
  ),
});
