import { useCallback, useEffect, useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { httpClient } from '../../httpClient';

/** GET /api/admin/orders/:id/<path>, reloaded by `reload`; errors go to the notification bar. */
export function useOrderResource<T>(orderId: number, path: string) {
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

/**
 * Sends a change to /api/admin/orders/:id/<path>, tells how it went and reloads the order's page (the order's
 * states and history move with it).
 */
export function useOrderChange(orderId: number, after: () => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const send = async (
    path: string,
    method: 'POST' | 'DELETE',
    body: object | undefined,
    success: (json: unknown) => [string, Record<string, unknown>?],
  ) => {
    setBusy(true);
    try {
      const { json } = await httpClient(`/api/admin/orders/${orderId}/${path}`, {
        method,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const [message, messageArgs] = success(json);
      notify(message, { type: 'success', messageArgs });
      after();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}
