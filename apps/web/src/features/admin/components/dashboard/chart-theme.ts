/** The chart's colours, read from the page's theme tokens (styles.css) when it draws. */
export interface ChartTheme {
  text: string;
  grid: string;
  series: Record<SeriesColour, string>;
}

export type SeriesColour = 'accent' | 'blue';

// Blue as the second series: apart from the orange accent for colour-blind readers too (blue and
// orange are the pair most kinds of colour blindness still tell apart).
const BLUE = { dark: '#60a5fa', light: '#1d4ed8' };

export function readChartTheme(): ChartTheme {
  const root = document.documentElement;
  const style = getComputedStyle(root);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const light = root.dataset.theme === 'light';
  return {
    text: token('--muted'),
    grid: token('--border'),
    series: { accent: token('--accent'), blue: light ? BLUE.light : BLUE.dark },
  };
}

/** Calls `onChange` when the page switches between its dark and light themes. */
export function watchTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
