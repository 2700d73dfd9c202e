import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  label: ReactNode;
  value: string | number;
  onValueChange: (value: string) => void;
  labelClassName?: string;
};

/** A plain controlled input with its label text above it, the label wrapping both. */
export function LabelledInput({ label, value, onValueChange, labelClassName, className, ...input }: Props) {
  return (
    <label className={cn('flex flex-col text-sm', labelClassName)}>
      {label}
      <input
        {...input}
        className={cn('input', className)}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </label>
  );
}
