import { createFileRoute } from '@tanstack/react-router';
import { AdPage } from '~/features/ads/ad-page';

export const Route = createFileRoute('/_authed/dashboard/ad')({ component: AdPage });
