import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from './cn';

type TSliderProps = Omit<
  ComponentProps<typeof SliderPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'onValueCommit'
> & {
  value: number;
  onValueChange?: (value: number) => void;
  /** When the person lets go (pointer up, or each key press): the moment to save. */
  onValueCommit?: (value: number) => void;
  /** The thumb's accessible name, e.g. 'Progress of Learn Spanish'. */
  label: string;
  /** What a screen reader says for a value; default '40%'. */
  valueText?: (value: number) => string;
};

const percentText = (value: number) => `${value}%`;

/**
 * One thumb on a track (Radix Slider): arrow keys move a step, Page Up/Down ten,
 * Home/End to the ends; the thumb is a `slider` with its own name and value text.
 */
export function Slider({
  className,
  value,
  onValueChange,
  onValueCommit,
  label,
  valueText = percentText,
  min = 0,
  max = 100,
  step = 1,
  ...props
}: TSliderProps) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn(
        'relative flex w-full touch-none items-center py-2 select-none data-[disabled]:opacity-50',
        className,
      )}
      value={[value]}
      min={min}
      max={max}
      step={step}
      onValueChange={(values) => onValueChange?.(values[0] ?? min)}
      onValueCommit={(values) => onValueCommit?.(values[0] ?? min)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-secondary">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-valuetext={valueText(value)}
        className="block size-5 rounded-full border-2 border-primary bg-card shadow-sm transition-shadow outline-none hover:ring-4 hover:ring-ring/30 focus-visible:ring-4 focus-visible:ring-ring/60 disabled:pointer-events-none"
      />
    </SliderPrimitive.Root>
  );
}
