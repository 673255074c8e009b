import Box from '@mui/material/Box';
import { focusPosition, type PhotoFocus } from '@station/domain';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';

/** How far one arrow key moves the point, and with Shift. */
const STEP = 0.05;
const FINE_STEP = 0.01;
const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
const onPhoto = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));

/**
 * The whole photo with its focal point marked: pressing or dragging on the picture puts the point
 * there, and the marker (a button, so it is reached by Tab) moves with the arrow keys. Beside it, the
 * photo as a 16:9 box such as the cover's crops it around the point.
 */
export function FocusPicker({
  src,
  focus,
  label,
  previewLabel,
  disabled,
  onChange,
}: {
  src: string;
  focus: PhotoFocus;
  /** Names the marker and says where it stands. */
  label: string;
  previewLabel: string;
  disabled: boolean;
  onChange: (focus: PhotoFocus) => void;
}) {
  const area = useRef<HTMLDivElement>(null);
  const place = (event: PointerEvent) => {
    const box = area.current?.getBoundingClientRect();
    if (disabled || !box?.width || !box.height) return;
    onChange({
      x: onPhoto((event.clientX - box.left) / box.width),
      y: onPhoto((event.clientY - box.top) / box.height),
    });
  };
  const move = (event: KeyboardEvent) => {
    const [across, down] = KEYS[event.key] ?? [0, 0];
    if (disabled || (across === 0 && down === 0)) return;
    event.preventDefault();
    const step = event.shiftKey ? FINE_STEP : STEP;
    onChange({ x: onPhoto(focus.x + across * step), y: onPhoto(focus.y + down * step) });
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box
        ref={area}
        data-testid="focus-area"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          place(event);
        }}
        onPointerMove={(event) => {
          if (event.buttons === 1) place(event);
        }}
        sx={{
          position: 'relative',
          lineHeight: 0,
          cursor: disabled ? 'default' : 'crosshair',
          touchAction: 'none',
        }}
      >
        {/* The marker below says what the picture is for; its description is written beside it. */}
        <Box
          component="img"
          src={src}
          alt=""
          draggable={false}
          sx={{ maxWidth: 160, maxHeight: 160, borderRadius: 1, userSelect: 'none' }}
        />
        <Box
          component="button"
          type="button"
          aria-label={label}
          disabled={disabled}
          onKeyDown={move}
          sx={{
            position: 'absolute',
            left: `${focus.x * 100}%`,
            top: `${focus.y * 100}%`,
            transform: 'translate(-50%, -50%)',
            width: 22,
            height: 22,
            p: 0,
            borderRadius: '50%',
            border: '3px solid #fff',
            boxShadow: '0 0 0 2px rgba(0,0,0,0.6)',
            bgcolor: 'primary.main',
            cursor: 'inherit',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 },
          }}
        />
      </Box>
      <Box
        component="img"
        src={src}
        alt=""
        title={previewLabel}
        data-testid="focus-preview"
        sx={{
          width: 96,
          aspectRatio: '16 / 9',
          objectFit: 'cover',
          objectPosition: focusPosition(focus),
          borderRadius: 1,
        }}
      />
    </Box>
  );
}
