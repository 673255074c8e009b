import { createFileRoute } from '@tanstack/react-router';
import { ThemeScope } from '~/components/theme-scope';
import { ContactPage } from '~/features/contact/components/contact-page';

export const Route = createFileRoute('/contact')({
  component: () => (
    <ThemeScope>
      <ContactPage />
    </ThemeScope>
  ),
});
