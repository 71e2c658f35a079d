const SHAPES = {
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  minute: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter for the wall clock of `timeZone`, to the day or to the minute, in en-CA (which
 * writes dates as YYYY-MM-DD). Kept per time zone and shape: building one costs far more than
 * using it.
 */
export function zonedFormat(timeZone: string, shape: keyof typeof SHAPES): Intl.DateTimeFormat {
  const key = `${shape} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...SHAPES[shape] });
    formats.set(key, format);
  }
  return format;
}
