import { spinnerBoostFactor, UI_TIMINGS } from '@tradeshop/shared';
import { useCallback, useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/**
 * A button that repeats while held (storefront spec §9): one step on press, the first repeat after 500 ms,
 * then one every 100 ms, moving ten times further after every 10 repeats (see `spinnerBoostFactor`). A
 * keyboard press (a click with no pointer) steps once; the key's own auto-repeat does the rest.
 */
export function useHoldToRepeat(step: (steps: number) => void) {
  const stepRef = useRef(step);
  stepRef.current = step;
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>(
    {},
  );

  const stop = useCallback(() => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.repeat);
    timers.current = {};
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    stop();
    stepRef.current(1);
    let repeats = 0;
    const repeat = () => {
      stepRef.current(spinnerBoostFactor(repeats));
      repeats += 1;
    };
    timers.current.delay = setTimeout(() => {
      repeat();
      timers.current.repeat = setInterval(repeat, UI_TIMINGS.spinnerRepeatInterval);
    }, UI_TIMINGS.spinnerRepeatDelay);
  }, [stop]);

  return {
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button === 0) start();
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onBlur: stop,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      if (event.detail === 0) stepRef.current(1);
    },
    // A long press on a touch screen would otherwise open the context menu.
    onContextMenu: (event: MouseEvent<HTMLButtonElement>) => event.preventDefault(),
  };
}
