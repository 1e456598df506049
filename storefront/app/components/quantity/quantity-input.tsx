import { useId, type KeyboardEvent, type Ref } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { quantityProblemText } from './quantity-problem';
import { useHoldToRepeat } from './use-hold-to-repeat';
import type { QuantityEditor } from './use-quantity-editor';

/**
 * A quantity field with − and + buttons that repeat while held, checked against the product's rules
 * (storefront spec §5, §9). Without JavaScript it is a plain text field that posts what was typed; the
 * buttons only work once the page has hydrated.
 */
export function QuantityInput({
  editor,
  name,
  label,
  labelHidden = false,
  unitLabel,
  inputRef,
}: {
  editor: QuantityEditor;
  name: string;
  label: string;
  labelHidden?: boolean;
  unitLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const i18n = useI18n();
  const t = i18n.messages.quantity;
  const id = useId();
  const errorId = `${id}-error`;
  const hydrated = useHydrated();
  const decrease = useHoldToRepeat((steps) => editor.spin('down', steps));
  const increase = useHoldToRepeat((steps) => editor.spin('up', steps));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    editor.spin(event.key === 'ArrowUp' ? 'up' : 'down');
  };

  return (
    <div className="quantity-input">
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : 'quantity-input__label'}>
        {label}
      </label>
      <div className="quantity-input__controls">
        <SpinButton controls={id} symbol="−" label={t.decrease} enabled={hydrated} {...decrease} />
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          size={7}
          className="quantity-input__field"
          value={editor.text}
          onChange={(event) => editor.type(event.target.value)}
          onBlur={editor.leave}
          onKeyDown={onKeyDown}
          aria-invalid={editor.problem ? true : undefined}
          aria-describedby={editor.problem ? errorId : undefined}
        />
        <SpinButton controls={id} symbol="+" label={t.increase} enabled={hydrated} {...increase} />
        {unitLabel ? <span className="quantity-input__unit">{unitLabel}</span> : null}
      </div>
      {editor.problem ? (
        <p id={errorId} className="quantity-input__error" role="alert">
          {quantityProblemText(i18n, editor.problem)}
        </p>
      ) : null}
    </div>
  );
}

function SpinButton({
  controls,
  symbol,
  label,
  enabled,
  ...handlers
}: { controls: string; symbol: string; label: string; enabled: boolean } & ReturnType<
  typeof useHoldToRepeat
>) {
  return (
    <button
      type="button"
      className="quantity-input__button"
      aria-controls={controls}
      disabled={!enabled}
      {...handlers}
    >
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
