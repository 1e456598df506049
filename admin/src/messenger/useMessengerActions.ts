import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { httpClient } from '../httpClient';
import { MESSENGER_API, type MessengerRetryResult } from './types';

const receiverPath = (receiver: string) => `${MESSENGER_API}/${encodeURIComponent(receiver)}`;

/** Retry (one job, or every failed job of a receiver) and delete through the messenger's REST door. */
export function useMessengerActions() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const retry = (receiver: string, jobId?: string) =>
    run(async () => {
      const { json } = await httpClient(`${receiverPath(receiver)}/retry`, {
        method: 'POST',
        body: JSON.stringify(jobId ? { id: jobId } : {}),
      });
      const { retried, skipped } = json as MessengerRetryResult;
      notify('resources.messenger.retried', { type: 'info', messageArgs: { smart_count: retried.length } });
      if (skipped > 0) {
        notify('resources.messenger.skipped', { type: 'warning', messageArgs: { smart_count: skipped } });
      }
    });

  const remove = (receiver: string, jobId: string, then: () => void) =>
    run(async () => {
      await httpClient(`${receiverPath(receiver)}/jobs/${encodeURIComponent(jobId)}`, { method: 'DELETE' });
      notify('resources.messenger.deleted', { type: 'info' });
      then();
    });

  return { retry, remove, busy };
}
