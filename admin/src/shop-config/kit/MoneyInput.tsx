import { NumberInput, type NumberInputProps } from 'react-admin';

/** An amount typed in whole currency units with cents (12.50) and stored in minor units (1250). */
export const MoneyInput = (props: NumberInputProps) => (
  <NumberInput
    step={0.01}
    format={(minor: number | null | undefined) => (minor === null || minor === undefined ? '' : minor / 100)}
    parse={(value: string) => (value === '' ? undefined : Math.round(Number(value) * 100))}
    {...props}
  />
);
