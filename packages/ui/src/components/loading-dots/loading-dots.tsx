import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const pulse = keyframes`
  0%, 80%, 100% { transform: scale(0.6); opacity: 0.4; }
  40% { transform: scale(1); opacity: 1; }
`;

/** Three pulsing dots for a whole-screen wait (the session check). */
export function LoadingDots({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'flex', gap: 1, justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}
    >
      {[0, 1, 2].map((index) => (
        <Box
          key={index}
          sx={{
            width: 14,
            height: 14,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            animation: `${pulse} 1.2s ${index * 0.16}s infinite ease-in-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      ))}
    </Box>
  );
}
