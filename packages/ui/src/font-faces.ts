import { AMHARIC_UNICODE_RANGE } from './fonts/amharic-range';
import ethiopic400 from './fonts/noto-sans-ethiopic-amharic-400.woff2';
import ethiopic700 from './fonts/noto-sans-ethiopic-amharic-700.woff2';

// Only Amharic needs the web font: Latin letters are drawn by the phone's own font (Roboto on Android,
// next in the stack), so a first visit downloads no Latin face. The Ethiopic face is cut down to the
// characters Amharic uses (scripts/subset-ethiopic.ts).
const FACES = [
  { url: ethiopic400, weight: '400' },
  { url: ethiopic700, weight: '700' },
];

/**
 * Noto Sans Ethiopic declared from script rather than from the stylesheet, for a page that is drawn
 * before its scripts run: its first paint uses the phone's own Ethiopic font (Android and Windows
 * ship one), and the web font loads afterwards instead of in front of the text.
 */
export function addFontFaces(fonts: FontFaceSet = document.fonts): void {
  for (const { url, weight } of FACES) {
    fonts.add(
      new FontFace('Noto Sans Ethiopic', `url(${url}) format('woff2')`, {
        weight,
        unicodeRange: AMHARIC_UNICODE_RANGE,
        display: 'swap',
      }),
    );
  }
}
