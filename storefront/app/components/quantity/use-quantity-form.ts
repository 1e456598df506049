import type { QuantityRules } from '@tradeshop/shared';
import { useMemo, useRef, type FormEvent } from 'react';
import { useQuantityEditor } from './use-quantity-editor';

/** The parts of the product rules a quantity form gets from the API (precision of the sales unit). */
export type QuantityRuleSource = Pick<
  QuantityRules,
  'precision' | 'minimumOrderQuantity' | 'minimumOrderOverride'
>;

/**
 * A form around one quantity field: the editor, a ref for its input, and a submit handler that blocks a
 * quantity the rules refuse (the message shows and the field takes the focus) and otherwise hands `send` the
 * form's data with the normalised quantity in `fieldName`.
 */
export function useQuantityForm({
  rules: source,
  fieldName,
  send,
  initial,
}: {
  rules: QuantityRuleSource;
  fieldName: string;
  send: (data: FormData) => void;
  initial?: string;
}) {
  const { precision, minimumOrderQuantity, minimumOrderOverride } = source;
  const rules = useMemo<QuantityRules>(
    () => ({ precision, minimumOrderQuantity, minimumOrderOverride }),
    [precision, minimumOrderQuantity, minimumOrderOverride],
  );
  const editor = useQuantityEditor(rules, initial);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const quantity = editor.submit();
    if (quantity === null) {
      inputRef.current?.focus();
      return;
    }
    const data = new FormData(event.currentTarget);
    data.set(fieldName, quantity);
    send(data);
  };

  return { editor, inputRef, onSubmit, rules };
}
