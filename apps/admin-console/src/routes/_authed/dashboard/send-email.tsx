import { createFileRoute } from '@tanstack/react-router';
import { SendEmailPage } from '~/features/send-email/send-email-page';

export const Route = createFileRoute('/_authed/dashboard/send-email')({ component: SendEmailPage });
