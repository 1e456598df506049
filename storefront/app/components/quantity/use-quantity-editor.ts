import {
  checkQuantity,
  lowestQuantity,
  nextQuantityDown,
  nextQuantityUp,
  normaliseQuantity,
  type QuantityProblem,
  type QuantityRules,
} from '@tradeshop/shared';
import { useCallback, useMemo, useReducer, useRef } from 'react';

export type SpinDirection = 'up' | 'down';

interface EditorState {
  text: string;
  problem: QuantityProblem | null;
}

type EditorAction =
  | { type: 'typed'; text: string }
  | { type: 'left' }
  | { type: 'spun'; direction: SpinDirection; steps: number };

/** The field's value once left: comma to dot, rounded, clamped, empty to 0; text that is no number stays. */
function leave(state: EditorState, rules: QuantityRules): EditorState {
  const text = normaliseQuantity(state.text, rules) ?? state.text;
  const check = checkQuantity(text, rules);
  return { text, problem: check.valid ? null : check.problem };
}

function editorReducer(rules: QuantityRules) {
  return (state: EditorState, action: EditorAction): EditorState => {
    switch (action.type) {
      case 'typed': {
        // A field just cleared to type a new number is not an error yet; leaving it empty is (it becomes 0).
        const check = action.text.trim() === '' ? null : checkQuantity(action.text, rules);
        return { text: action.text, problem: check && !check.valid ? check.problem : null };
      }
      case 'left':
        return leave(state, rules);
      case 'spun': {
        const next = action.direction === 'up' ? nextQuantityUp : nextQuantityDown;
        return { text: next(state.text, rules, action.steps), problem: null };
      }
    }
  };
}

export interface QuantityEditor {
  text: string;
  problem: QuantityProblem | null;
  rules: QuantityRules;
  type: (text: string) => void;
  leave: () => void;
  spin: (direction: SpinDirection, steps?: number) => void;
  /**
   * Normalises and checks the value for a submit: the quantity to send, or null (and the message shown) when
   * the add must be blocked.
   */
  submit: () => string | null;
}

/**
 * The state of a quantity field under the product's rules (storefront spec §5): checked on typing, normalised
 * and checked when left, and again on submit. Starts at the smallest quantity the cart accepts.
 */
export function useQuantityEditor(rules: QuantityRules, initial?: string): QuantityEditor {
  const reducer = useMemo(() => editorReducer(rules), [rules]);
  const [state, dispatch] = useReducer(reducer, undefined, () => ({
    text: initial ?? lowestQuantity(rules),
    problem: null,
  }));
  // The submit handler reads the value synchronously, before React has rendered the last keystroke's state.
  const latest = useRef(state);
  latest.current = state;

  const type = useCallback((text: string) => dispatch({ type: 'typed', text }), []);
  const leaveField = useCallback(() => dispatch({ type: 'left' }), []);
  const spin = useCallback(
    (direction: SpinDirection, steps = 1) => dispatch({ type: 'spun', direction, steps }),
    [],
  );
  const submit = useCallback(() => {
    const left = leave(latest.current, rules);
    dispatch({ type: 'left' });
    return left.problem ? null : left.text;
  }, [rules]);

  return { ...state, rules, type, leave: leaveField, spin, submit };
}
