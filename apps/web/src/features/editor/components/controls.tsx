import type { SliderRange } from '@stamp/shared/editor/settings';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

/** A labelled range input showing its value; arrow keys step by the spec's step. */
export function Slider({
  label,
  range,
  value,
  onChange,
  format = (v) => String(v),
}: {
  label: string;
  range: SliderRange;
  value: number;
  onChange(value: number): void;
  format?: (value: number) => string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output htmlFor={id} className="tabular-nums text-muted">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(roundToStep(Number(event.target.value), range))}
        className="h-6 w-full cursor-pointer accent-[var(--accent)]"
      />
    </div>
  );
}

/** Float steps (0.01) accumulate binary error; the server's schema wants the exact values. */
function roundToStep(value: number, range: SliderRange): number {
  const steps = Math.round((value - range.min) / range.step);
  const decimals = (String(range.step).split('.')[1] ?? '').length;
  return Number((range.min + steps * range.step).toFixed(decimals));
}

/** One choice out of a few, as a row of toggle buttons (a radio group for screen readers). */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string; icon?: React.ReactNode }>;
  value: T;
  onChange(value: T): void;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-surface-2 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium transition',
              'has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
              option.value === value ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={label}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.icon}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** An on/off switch with its label. */
export function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 text-sm font-semibold">
      {label}
      <span className="relative inline-flex">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className="peer sr-only"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="h-6 w-11 rounded-full bg-surface-2 ring-1 ring-border transition peer-checked:bg-accent peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent" />
        <span className="absolute left-0.5 top-0.5 size-5 rounded-full bg-white shadow transition peer-checked:translate-x-5" />
      </span>
    </label>
  );
}

/** A colour well with its hex value. */
export function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <span className="flex items-center gap-2">
        <span className="font-mono text-xs uppercase text-muted" data-content>
          {value.slice(0, 7)}
        </span>
        <input
          id={id}
          type="color"
          value={value.slice(0, 7)}
          onChange={(event) => onChange(event.target.value)}
          className="h-9 w-12 cursor-pointer rounded-lg border border-border bg-surface-2 p-1"
        />
      </span>
    </div>
  );
}
