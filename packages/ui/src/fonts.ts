// Bundled Noto Sans Ethiopic: the CSS carries unicode-range subsets, so a page in English never downloads
// the Ethiopic glyphs and no third-party font host is contacted.
import '@fontsource/noto-sans-ethiopic/400.css';
import '@fontsource/noto-sans-ethiopic/700.css';
