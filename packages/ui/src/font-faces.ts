import latin400 from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-latin-400-normal.woff2';
import latin700 from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-latin-700-normal.woff2';
import latinExt400 from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-latin-ext-400-normal.woff2';
import latinExt700 from '@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-latin-ext-700-normal.woff2';
import { AMHARIC_UNICODE_RANGE } from './fonts/amharic-range';
import ethiopic400 from './fonts/noto-sans-ethiopic-amharic-400.woff2';
import ethiopic700 from './fonts/noto-sans-ethiopic-amharic-700.woff2';

// Each subset downloads only for text in its range: Latin ones as @fontsource's stylesheets cut them,
// the Ethiopic one cut down to what Amharic uses (scripts/subset-ethiopic.ts), half the original's size.
const RANGES = {
  ethiopic: AMHARIC_UNICODE_RANGE,
  latinExt:
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
};

const FACES = [
  { url: ethiopic400, weight: '400', range: RANGES.ethiopic },
  { url: ethiopic700, weight: '700', range: RANGES.ethiopic },
  { url: latinExt400, weight: '400', range: RANGES.latinExt },
  { url: latinExt700, weight: '700', range: RANGES.latinExt },
  { url: latin400, weight: '400', range: RANGES.latin },
  { url: latin700, weight: '700', range: RANGES.latin },
];

/**
 * Noto Sans Ethiopic declared from script rather than from the stylesheet, for a page that is drawn
 * before its scripts run: its first paint uses the phone's own Ethiopic font (Android and Windows
 * ship one), and the web font loads afterwards instead of in front of the text.
 */
export function addFontFaces(fonts: FontFaceSet = document.fonts): void {
  for (const { url, weight, range } of FACES) {
    fonts.add(
      new FontFace('Noto Sans Ethiopic', `url(${url}) format('woff2')`, {
        weight,
        unicodeRange: range,
        display: 'swap',
      }),
    );
  }
}
