import { useCallback, useEffect, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';

/** GET /api/admin/orders/:id/<path> (one part of an order: its payments, shipments, lines...), loaded again by
 * `reload`; errors go to the notification bar. */
export function useOrderPart<T>(orderId: number, path: string) {
  const notify = useNotify();
  const [data, setData] = useState<T | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    httpClient(`/api/admin/orders/${orderId}/${path}`)
      .then(({ json }) => current && setData(json as T))
      .catch((error: unknown) =>
        notify('order_fulfilment.load_failed', {
          type: 'error',
          messageArgs: { message: (error as Error).message },
        }),
      );
    return () => {
      current = false;
    };
  }, [orderId, path, version, notify]);
  return { data, reload: useCallback(() => setVersion((value) => value + 1), []) };
}

type Success<T> = (answer: T) => [string, Record<string, unknown>?];

/**
 * Makes a change to an order, tells how it went, calls `after` (to reload the panel's parts) and reloads the
 * order's page (the order's states and history move with it). `busy` is true while a change is on its way.
 */
export function useOrderChange(orderId: number, after: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  /** Runs `request`; resolves to whether it went through (a failure is already in the notification bar). */
  const apply = async <T>(request: () => Promise<T>, success: Success<T>): Promise<boolean> => {
    setBusy(true);
    try {
      const [message, messageArgs] = success(await request());
      notify(message, { type: 'success', messageArgs });
      after();
      refresh();
      return true;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  /** Sends `body` to /api/admin/orders/:id/<path>. */
  const send = (
    path: string,
    method: 'POST' | 'DELETE',
    body: object | undefined,
    success: Success<unknown>,
  ) =>
    apply(
      async () =>
        (
          await httpClient(`/api/admin/orders/${orderId}/${path}`, {
            method,
            ...(body ? { body: JSON.stringify(body) } : {}),
          })
        ).json as unknown,
      success,
    );

  return { busy, apply, send };
}
