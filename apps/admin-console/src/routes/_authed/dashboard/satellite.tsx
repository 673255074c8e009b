import { createFileRoute } from '@tanstack/react-router';
import { SatellitePage } from '~/features/crud/resources';

export const Route = createFileRoute('/_authed/dashboard/satellite')({ component: SatellitePage });
