import LinearProgress from '@mui/material/LinearProgress';

export function RouteLoading() {
  return <LinearProgress aria-label="Loading" />;
}
