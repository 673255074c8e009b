import useMediaQuery from '@mui/material/useMediaQuery';
import { TRUNCATE } from '@station/domain/constants';

/** Details are cut at 80 characters on a phone, growing to 200 on a wide screen (spec §9). */
export function useDetailLength(): number {
  const sm = useMediaQuery('(min-width: 600px)');
  const md = useMediaQuery('(min-width: 900px)');
  const lg = useMediaQuery('(min-width: 1200px)');
  if (lg) return TRUNCATE.detailMax;
  if (md) return 160;
  if (sm) return 120;
  return TRUNCATE.detailMin;
}
