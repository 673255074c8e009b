import { createFileRoute } from '@tanstack/react-router';
import { ProgramsPage } from '~/features/crud/resources';

export const Route = createFileRoute('/_authed/dashboard/programs')({ component: ProgramsPage });
