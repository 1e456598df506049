import ReplayIcon from '@mui/icons-material/AssignmentReturn';
import { useState } from 'react';
import { Button, useNotify, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import type { Permission } from '@tradeshop/shared';
import { useNavigate } from 'react-router-dom';
import { orderCreationApi } from './api';

/**
 * On a warranty registration's page: creates the replacement order (type 31 or 32, at no charge) for the
 * registration's customer and opens it.
 */
export const WarrantyOrderButton = () => {
  const registration = useRecordContext<{ id: number; customerId?: number | null }>();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { permissions } = usePermissions<Permission[]>();
  const [busy, setBusy] = useState(false);
  if (!registration || !permissions?.includes('orders.write')) return null;
  const create = async () => {
    setBusy(true);
    try {
      const order = await orderCreationApi.warranty({ registrationId: registration.id });
      notify('order_creation.created', { type: 'success', messageArgs: { number: order.number } });
      navigate(`/orders/${order.id}/show`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label={translate('order_creation.warranty.create')}
      onClick={() => void create()}
      disabled={busy || !registration.customerId}
      title={registration.customerId ? undefined : translate('order_creation.warranty.no_customer')}
    >
      <ReplayIcon />
    </Button>
  );
};
